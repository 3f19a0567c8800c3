/** A refused form's message above it, announced at once (role="alert"); nothing without a message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="mt-4 rounded-md border border-red-600 p-3 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}
