import { Form } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { fixedImage } from "~/lib/listings/responsive-image";
import { NameAndNote } from "~/components/name-and-note";
import { SLOTS_FORM_ID, STEP_HEADING, type BookingService } from "./types";
import type { SlotChoice } from "./use-slot-choice";

/** A choosable card: a service or a professional. */
const CHOICE =
  "flex cursor-pointer rounded-lg border border-[var(--border)] p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-700/20";

/**
 * Step 1 and the optional professional: the GET form that loads times (its date input sits in step 2,
 * joined by the `form` attribute). With JavaScript a choice loads its times at once.
 */
export function ServiceStep({ services, choice, hydrated }: { services: BookingService[]; choice: SlotChoice; hydrated: boolean }) {
  const t = useT("provider");
  const { performers, professional } = choice;
  return (
    <Form
      id={SLOTS_FORM_ID}
      method="get"
      preventScrollReset
      replace
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        choice.reload();
      }}
    >
      <fieldset>
        <legend className={STEP_HEADING}>{t("step1")}</legend>
        <div className="mt-3 space-y-2">
          {services.map((s) => (
            <label key={s.id} className={`${CHOICE} items-center justify-between gap-3`}>
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name="service"
                  value={s.id}
                  checked={s.id === choice.shownService}
                  onChange={() => choice.chooseService(s.id)}
                  className="accent-brand-600"
                />
                <NameAndNote name={s.name} note={s.duration} />
              </span>
              <span className="whitespace-nowrap font-semibold">{s.price}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {performers.length > 0 ? (
        <fieldset className="mt-6">
          <legend className={STEP_HEADING}>{t("chooseProfessional")}</legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {[null, ...performers].map((member) => (
              <label key={member?.id ?? "any"} className={`${CHOICE} items-center gap-3`}>
                <input
                  type="radio"
                  name="staff"
                  value={member?.id ?? ""}
                  checked={(member?.id ?? null) === (professional?.id ?? null)}
                  onChange={() => choice.chooseStaff(member?.id ?? null)}
                  className="accent-brand-600"
                />
                {member ? (
                  <img
                    {...fixedImage(member.image, 40)}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 rounded-full object-cover"
                  />
                ) : null}
                <NameAndNote name={member ? member.name : t("anyProfessional")} note={member ? member.title : t("whoeverIsFree")} />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </Form>
  );
}
