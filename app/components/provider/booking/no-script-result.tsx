import { useT } from "~/i18n/use-t";
import BookingConfirmation from "./booking-confirmation";
import { GUEST_FIELDS, GUEST_LABELS, type BookingActionResult } from "./types";

/** The answer to a plain (no-JavaScript) post: the confirmation, or the refusal with links to the fields to fix. */
export default function NoScriptResult({ result }: { result: BookingActionResult }) {
  const t = useT("provider");
  if (result.status === "network_error") return null;
  if (result.status === "confirmed") return <BookingConfirmation result={result} />;
  const fields = result.status === "invalid" ? GUEST_FIELDS.filter((name) => result.fieldErrors[name]) : [];
  return (
    <div role="alert" className="rounded-lg border border-red-600 p-4 text-red-800 dark:text-red-300">
      <p>{result.message}</p>
      {fields.length > 0 ? (
        <ul className="mt-2 list-disc ps-5">
          {fields.map((name) => (
            <li key={name}>
              <a href={`#${name}`} className="underline">
                {t(GUEST_LABELS[name])}: {result.status === "invalid" ? result.fieldErrors[name] : ""}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
