/**
 * A list page's filter form (a GET form: the URL is the state, and it works without JavaScript)
 * made live with JavaScript: the list follows each change as it is made, replacing the URL rather
 * than pushing one per keystroke. The form is never re-rendered from the URL, so the field being
 * typed in keeps its focus and caret. Used by /shop and /careers.
 */
import { useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";

/** Pause after the last keystroke before the list follows a text box. */
export const LIVE_DEBOUNCE_MS = 300;

export function useLiveFilters(pathname: string) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(typing.current), []);

  /** The form's onChange: a text box after a pause, a menu at once. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const delay = (event.target as HTMLElement).tagName === "INPUT" ? LIVE_DEBOUNCE_MS : 0;
    clearTimeout(typing.current);
    typing.current = setTimeout(() => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true }), delay);
  };
  const updating = navigation.state === "loading" && navigation.location.pathname === pathname;
  return { formRef, onChange, updating };
}
