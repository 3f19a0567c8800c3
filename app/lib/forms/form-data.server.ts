/**
 * Reading form posts without letting a malformed body become a 500: EVERY action reads its form here
 * (a unit test checks that no route calls request.formData() itself). A body that is not a form
 * (text/plain, JSON, broken multipart) reads as null: the action answers it with its own 400, as for
 * an empty form, or calls requireForm to answer a plain 400.
 */

/** The posted form, or null when the body is not a form (wrong content type, broken encoding). */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

export const UNREADABLE_FORM_MESSAGE = "This form could not be read. Please go back, reload the page and try again.";

/** The posted form; a body that is not one is answered with 400 (thrown, so Remix's boundary shows it). */
export async function requireForm(request: Request): Promise<FormData> {
  const form = await readForm(request);
  if (!form) throw new Response(UNREADABLE_FORM_MESSAGE, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return form;
}

/** A text field's value; '' when absent or a file. */
export function textField(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === "string" ? value : "";
}

/** Text fields' values by name, each as textField reads it. */
export function textFields<Name extends string>(form: FormData | null, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, textField(form, name)])) as Record<Name, string>;
}

/** A file field's file; null when absent, not a file, or left empty (a file input with nothing chosen sends a nameless, empty part). */
export function fileField(form: FormData | null, name: string): File | null {
  const value = form?.get(name);
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}
