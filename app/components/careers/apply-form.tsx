/**
 * A job's application form: name, email, phone, an optional message and the CV (PDF or DOCX). A multipart
 * post to the job page's action, so it works without JavaScript; after a refusal everything typed comes
 * back with each field's message, and the CV is asked for again (a browser never refills a file input).
 */
import { Form, useNavigation } from "@remix-run/react";
import { APPLICATION_MESSAGE_MAX, APPLICATION_NAME_MAX } from "../../../graphql/modules/jobs/application-schema";
import { acceptAttribute, UPLOAD_PURPOSES } from "../../../graphql/modules/uploads/rules";
import { useT } from "~/i18n/use-t";

export type ApplicationValues = Record<"name" | "email" | "phone" | "message", string>;

export interface ApplyAnswer {
  applied: boolean;
  /** The confirmation (applied) or what went wrong, in the page's language. */
  message: string;
  values: ApplicationValues;
  fieldErrors: Partial<Record<keyof ApplicationValues | "cv", string>>;
  /** A CV was chosen and must be chosen again. */
  cvChosen: boolean;
}

const INPUT =
  "mt-1 w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3 py-2 text-sm text-[var(--foreground)] aria-[invalid=true]:border-red-600";

export function ApplyForm({ answer }: { answer: ApplyAnswer | undefined }) {
  const t = useT("careers");
  const busy = useNavigation().state === "submitting";
  const values = answer && !answer.applied ? answer.values : null;
  const errors = answer && !answer.applied ? answer.fieldErrors : {};

  const field = (
    name: keyof ApplicationValues | "cv",
    label: string,
    control: (props: Record<string, unknown>) => JSX.Element,
    hint?: string,
  ) => {
    const id = `apply-${name}`;
    const error = errors[name];
    const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
    return (
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {control({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined, className: INPUT })}
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-[var(--muted-foreground)]">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  if (answer?.applied) {
    return (
      <div
        role="status"
        className="mt-6 rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        <p className="font-semibold">{t("appliedTitle")}</p>
        <p className="mt-1">{answer.message}</p>
      </div>
    );
  }

  return (
    <section aria-labelledby="apply-heading" className="mt-6 border-t border-[var(--border)] pt-6">
      <h3 id="apply-heading" className="text-lg font-semibold">
        {t("applyHeading")}
      </h3>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("applyLead")}</p>
      {answer && !answer.applied ? (
        <div
          role="alert"
          className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{t("applicationNotSent")}</p>
          <p>{answer.message}</p>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4" aria-labelledby="apply-heading">
        {field("name", t("applicantName"), (props) => (
          <input type="text" autoComplete="name" required maxLength={APPLICATION_NAME_MAX} defaultValue={values?.name ?? ""} {...props} />
        ))}
        {field("email", t("applicantEmail"), (props) => (
          <input type="email" autoComplete="email" required maxLength={254} defaultValue={values?.email ?? ""} {...props} />
        ))}
        {field("phone", t("applicantPhone"), (props) => (
          <input type="tel" autoComplete="tel" required maxLength={30} defaultValue={values?.phone ?? ""} {...props} />
        ))}
        {field("message", t("applicantMessage"), (props) => (
          <textarea rows={4} maxLength={APPLICATION_MESSAGE_MAX} defaultValue={values?.message ?? ""} {...props} />
        ))}
        {field(
          "cv",
          t("applicantCv"),
          (props) => (
            <input type="file" required accept={acceptAttribute(UPLOAD_PURPOSES.jobCv)} {...props} />
          ),
          answer?.cvChosen ? `${t("cvHint")} ${t("chooseCvAgain")}` : t("cvHint"),
        )}
        <button
          type="submit"
          disabled={busy}
          className="h-11 w-full rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? t("applying") : t("applyNow")}
        </button>
      </Form>
    </section>
  );
}
