import { Form, Link } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import type { BrowserChecks } from "~/lib/forms/native-checks";
import { PRIMARY, SECTION, useListingForm, type ListingActionResult, type Provider, type T } from "./form-state";

const PROFILE_FIELDS = ["about", "phone", "email", "address", "location", "latitude", "longitude"] as const;

export function ProfileForm({
  provider,
  areas,
  refused,
  checks,
  busy,
  t,
}: {
  provider: Provider;
  /** The emirate's known areas (the API accepts only these): suggested as the owner types, no JavaScript needed. */
  areas: { value: string; label: string }[];
  refused: ListingActionResult | undefined;
  checks: BrowserChecks;
  busy: boolean;
  t: T;
}) {
  const saved = {
    about: provider.about,
    phone: provider.contact.phone ?? "",
    email: provider.contact.email ?? "",
    address: provider.address,
    location: provider.location,
    // A new listing's point is not placed yet (issue #33): empty fields, never the emirate's centre as if chosen.
    latitude: provider.mapPlaced ? String(provider.latitude) : "",
    longitude: provider.mapPlaced ? String(provider.longitude) : "",
  };
  const { form, focus, value, field, max } = useListingForm("profile", refused, checks, PROFILE_FIELDS, saved);
  return (
    <section className={SECTION} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="text-xl font-semibold">
        {t("aboutAndContact")}
      </h2>
      <FormAlert message={refused && !focus ? refused.message : undefined} />
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" {...form}>
        <input type="hidden" name="intent" value="profile" />
        <Field id="about" label={t("about")} {...field("about")} wide>
          <textarea name="about" rows={5} maxLength={max("about")} required defaultValue={value("about")} />
        </Field>
        <Field id="phone" label={t("phone")} {...field("phone")}>
          <input name="phone" type="tel" dir="ltr" autoComplete="tel" required defaultValue={value("phone")} />
        </Field>
        <Field id="email" label={t("email")} {...field("email")}>
          <input name="email" type="email" dir="ltr" autoComplete="email" required defaultValue={value("email")} />
        </Field>
        {/* The hours are structured now (what visitors can book follows them): set on their own page. */}
        <p className="sm:col-span-2 text-sm">
          <span className="font-medium">{t("openingHours")}</span>{" "}
          <Link to={`/dashboard/listing/${provider.id}/hours`} className="text-brand-600 underline">
            {t("openingHoursLink")}
          </Link>
        </p>
        <Field id="address" label={t("address")} {...field("address")} wide>
          <input name="address" maxLength={max("address")} autoComplete="street-address" required defaultValue={value("address")} />
        </Field>
        <Field id="location" label={t("location")} hint={t("locationHint")} {...field("location")} wide>
          <input name="location" list="known-areas" maxLength={max("location")} required defaultValue={value("location")} />
        </Field>
        <datalist id="known-areas">
          {areas.map((area) => (
            <option key={area.value} value={area.value}>
              {area.label}
            </option>
          ))}
        </datalist>
        <Field id="latitude" label={t("latitude")} hint={t("latitudeHint")} {...field("latitude")}>
          <input name="latitude" inputMode="decimal" dir="ltr" required defaultValue={value("latitude")} />
        </Field>
        <Field id="longitude" label={t("longitude")} hint={t("longitudeHint")} {...field("longitude")}>
          <input name="longitude" inputMode="decimal" dir="ltr" required defaultValue={value("longitude")} />
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" className={PRIMARY} disabled={busy}>
            {t("saveProfile")}
          </button>
        </div>
      </Form>
    </section>
  );
}
