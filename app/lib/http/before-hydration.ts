/**
 * What a person did in a form before the page's scripts ran (a slow phone: a field typed, a menu
 * changed, a box ticked): the browser keeps it in the controls, but React's state does not know it.
 */

/** Whether any control of the form differs from what the server rendered. */
export function changedBeforeHydration(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((element) => {
    if (element instanceof HTMLSelectElement)
      return Array.from(element.options).some((option) => option.selected !== option.defaultSelected);
    if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox" || element.type === "radio") return element.checked !== element.defaultChecked;
      return element.value !== element.defaultValue;
    }
    if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
    return false;
  });
}

/** The form's current values as a URL of its action, as a GET submission would send them. */
export function formUrl(form: HTMLFormElement): URL {
  const url = new URL(form.action, window.location.href);
  url.search = new URLSearchParams(
    Array.from(new FormData(form), ([name, value]) => [name, typeof value === "string" ? value : value.name]),
  ).toString();
  return url;
}
