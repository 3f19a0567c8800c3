/** Reading form posts without letting a malformed body become a 500. */

/** The posted form, or null when the body is not a form (wrong content type, broken encoding). */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A text field's value; '' when absent or a file. */
export function textField(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === "string" ? value : "";
}
