/** A name over a quieter second line: a service and its duration, a professional and their title. */
export function NameAndNote({ name, note }: { name: string; note: string }) {
  return (
    <span>
      <span className="block font-medium">{name}</span>
      <span className="block text-sm text-[var(--muted-foreground)]">{note}</span>
    </span>
  );
}
