/** The listing's photos: move up or down, remove (one form, a button each), and add one (at most `maxPhotos`). */
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import { fixedImage } from "~/lib/listings/responsive-image";
import type { BrowserChecks } from "~/lib/forms/native-checks";
import { OUTLINE, PRIMARY, SECTION, useListingForm, type ListingActionResult, type Provider, type T } from "./form-state";

/** What each of a photo's buttons does (the action's `move`, graphql/modules/listings/rules.ts photoOrderAfter). */
const PHOTO_MOVES = [
  { move: "up", label: "moveUp", danger: false },
  { move: "down", label: "moveDown", danger: false },
  { move: "remove", label: "remove", danger: true },
] as const;

const PHOTO_FIELDS = ["photo", "alt"] as const;

export function PhotosSection({
  provider,
  refusedList,
  refusedAdd,
  checks,
  maxPhotos,
  busy,
  t,
}: {
  provider: Provider;
  refusedList: ListingActionResult | undefined;
  refusedAdd: ListingActionResult | undefined;
  /** The add-a-photo form's. */
  checks: BrowserChecks;
  maxPhotos: number;
  busy: boolean;
  t: T;
}) {
  const photos = provider.images;
  const full = photos.length >= maxPhotos;
  const { form, focus, value, field, max } = useListingForm("add-photo", refusedAdd, checks, PHOTO_FIELDS);
  const cannot = (move: string, index: number) =>
    busy || (move === "up" && index === 0) || (move === "down" && index === photos.length - 1);
  return (
    <section className={SECTION} aria-labelledby="photos-heading">
      <h2 id="photos-heading" className="text-xl font-semibold">
        {t("photos")}{" "}
        <span className="text-base font-normal text-[var(--muted-foreground)]">
          {t("photoCount", { count: photos.length, max: maxPhotos })}
        </span>
      </h2>
      <FormAlert message={refusedList?.message} />
      {photos.length === 0 ? (
        <p className="mt-4 text-[var(--muted-foreground)]">{t("noPhotos")}</p>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="arrange-photos" />
          {photos.map((photo) => (
            <input key={photo.url} type="hidden" name="url" value={photo.url} />
          ))}
          <ol className="grid gap-4 sm:grid-cols-2">
            {photos.map((photo, index) => (
              <li key={photo.url} className="flex gap-3 rounded-lg border border-[var(--border)] p-3">
                <img
                  {...fixedImage(photo.url, 96)}
                  alt={photo.alt}
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-18 w-24 shrink-0 rounded object-cover"
                />
                <div className="flex min-w-0 flex-col gap-2">
                  <p className="break-words text-sm">{`${index + 1}. ${photo.alt}`}</p>
                  <div className="flex flex-wrap gap-2">
                    {PHOTO_MOVES.map(({ move, label, danger }) => (
                      <button
                        key={move}
                        type="submit"
                        name="move"
                        value={`${move}:${index}`}
                        disabled={cannot(move, index)}
                        className={danger ? `${OUTLINE} text-red-700 dark:text-red-400` : OUTLINE}
                      >
                        {t(label)}
                        <span className="sr-only">{t("photoNumber", { number: index + 1 })}</span>
                      </button>
                    ))}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </Form>
      )}
      <h3 className="mt-6 text-lg font-semibold">{t("addAPhoto")}</h3>
      <FormAlert message={refusedAdd && !focus ? refusedAdd.message : undefined} />
      {full ? (
        <p className="mt-2 text-sm text-[var(--muted-foreground)]">{t("photosFull", { max: maxPhotos })}</p>
      ) : (
        // A new form once a photo is added (the list changed): the file and its description are not sent twice.
        <Form
          key={photos.map((photo) => photo.url).join(" ")}
          method="post"
          encType="multipart/form-data"
          className="mt-2 grid gap-4 sm:grid-cols-2"
          {...form}
        >
          <input type="hidden" name="intent" value="add-photo" />
          <Field id="photo" label={t("photo")} hint={t("photoHint")} {...field("photo")} note={refusedAdd ? t("chooseAgain") : undefined}>
            <input name="photo" type="file" accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp" required />
          </Field>
          <Field id="alt" label={t("alt")} hint={t("altHint")} {...field("alt")}>
            <input name="alt" maxLength={max("alt")} required defaultValue={value("alt")} />
          </Field>
          <div className="sm:col-span-2">
            <button type="submit" className={PRIMARY} disabled={busy}>
              {t("addPhoto")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
