import type { RefObject } from "react";
import { useT } from "~/i18n/use-t";
import { useViewer } from "~/lib/auth/viewer";
import { GuestField } from "../guest-field";
import { GUEST_FIELDS, GUEST_LABELS, type BookingActionResult } from "./types";

/** A request that got no answer (the times, the booking): say so, with Retry, which sends it again. */
export function ProblemWithRetry({ message, onRetry, busy = false }: { message: string; onRetry: () => void; busy?: boolean }) {
  const t = useT("provider");
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      <p>{message}</p>
      <button type="button" onClick={onRetry} disabled={busy} className="mt-2 rounded-md border border-current px-3 py-1 font-medium">
        {t("retry")}
      </button>
    </div>
  );
}

/** A booking post that got no answer: Retry resends the same post (the same idempotency key). */
export function NetworkProblem({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const t = useT("provider");
  return <ProblemWithRetry message={t("networkProblem")} onRetry={onRetry} busy={busy} />;
}

/** A refusal's message, focused when it appears (useRefusalNotice); a new serial is a new element, read out again. */
export function RefusalMessage({
  refusal,
  messageRef,
}: {
  refusal: { message: string; serial: number };
  messageRef: RefObject<HTMLParagraphElement>;
}) {
  return (
    <p
      ref={messageRef}
      key={refusal.serial}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-red-600 p-4 text-sm text-red-800 dark:text-red-300"
    >
      {refusal.message}
    </p>
  );
}

/** Without JavaScript the guest's details are the booking form's own fields, refilled after a refusal. */
export function NoScriptGuestFields({ result }: { result: BookingActionResult | undefined }) {
  const t = useT("provider");
  const viewer = useViewer();
  const errors = result?.status === "invalid" ? result.fieldErrors : {};
  const values = result && "values" in result ? result.values : {};
  return (
    <div className="space-y-4">
      {GUEST_FIELDS.map((name) => (
        <GuestField
          key={name}
          name={name}
          label={t(GUEST_LABELS[name])}
          error={errors[name]}
          id={name}
          type={name === "customerPhone" ? "tel" : name === "customerEmail" ? "email" : "text"}
          required={name !== "customerEmail"}
          defaultValue={values[name] ?? (name === "customerEmail" ? (viewer?.email ?? "") : "")}
        />
      ))}
    </div>
  );
}
