/**
 * /dashboard/listing/{providerId}: the owner edits their own listing (issue 17): about text, contact,
 * opening hours, address and map position; photos (add, move, remove; at most 10); services (add,
 * edit, remove). Every form posts to this route's action without JavaScript (decision 021), which runs
 * the API's mutation; the API checks the owner and the input. Anyone but the owner gets a 404.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import { CACHE } from "~/lib/cache";
import { useRefusal } from "~/lib/use-refusal";
import { fileField, requireForm, textField, textFields } from "~/lib/form-data.server";
import { runMutation, runQuery } from "~/lib/graphql.server";
import { pageHeaders } from "~/lib/page-headers";
import { loginPathFor, safeRedirect } from "~/lib/safe-redirect";
import { flashToast } from "~/lib/session.server";
import { requireViewer } from "~/lib/viewer.server";
import {
  ABOUT_MAX,
  ADDRESS_MAX,
  ALT_MAX,
  LISTING_PROFILE_FIELDS,
  LOCATION_MAX,
  MAX_PHOTOS,
  OPENING_HOURS_MAX,
  SERVICE_NAME_MAX,
  validateListingProfile,
  validateListingService,
} from "../../graphql/modules/listings/listing-schema";
import { photoOrderAfter } from "../../graphql/modules/listings/rules";
import { messagesFor } from "~/i18n/messages.server";
import { PROVIDER_LISTING_FRAGMENT } from "~/lib/provider-listing.fragment";
import { fieldErrorMap, messageTranslator } from "~/lib/public-forms.server";
import { useT, type Translate } from "~/i18n/use-t";
import { fixedImage } from "~/lib/responsive-image";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.listing.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const id = params.providerId ?? "";
  const { provider, ownerDashboard } = await runQuery(context, request, LISTING_EDIT_QUERY, { id });
  // Only the owner's own listing is editable; anyone else's reads as not there.
  if (!provider || !ownerDashboard?.providers.some((owned) => owned.id === id)) throw notFound();
  return json({ provider, i18n: messagesFor(context.locale, "listing") }, { headers: { "Cache-Control": CACHE.none } });
}

type Values = Record<string, string>;
/** A refused form: which one (and which service), what was typed, and the messages. */
export type ListingActionResult = {
  form: string;
  message: string;
  values: Values;
  fieldErrors: Record<string, string>;
};

/** Checked here first (numbers go to the API as numbers) or by the API: the same messages either way. */
const SOME_DETAILS = "Some details need your attention.";

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const providerId = params.providerId ?? "";
  const form = await requireForm(request);
  const intent = textField(form, "intent");
  const here = `/dashboard/listing/${providerId}`;
  const noStore = { "Cache-Control": CACHE.none };
  // The API's English messages in the page's language (its phone, email and address rules are the registration's).
  const translate = messageTranslator(context.locale, "listing", "uploads", "registration");
  const refused = ({ message, fieldErrors, ...rest }: ListingActionResult, status: number) =>
    json<ListingActionResult>(
      { ...rest, message: translate.message(message), fieldErrors: translate.errors(fieldErrors) as Record<string, string> },
      { status, headers: noStore },
    );

  type Answer = { __typename?: string; message?: string; fieldErrors?: readonly { field: string; message: string }[] };
  /** The mutation's answer as the page's: saved (back here with a toast), refused (kept, with messages), or not the owner's. */
  const answer = async (result: Answer, formName: string, values: Values) => {
    switch (result.__typename) {
      case "ListingUpdated": {
        const cookie = await flashToast(request, context, translate.toast({ title: "Listing Updated", description: result.message }));
        return safeRedirect(here, { headers: { "Set-Cookie": cookie } });
      }
      case "NotSignedIn":
        throw safeRedirect(loginPathFor(here));
      case "NotAllowed":
        throw notFound();
      default:
        return refused(
          {
            form: formName,
            message: result.message ?? "Please try again.",
            values,
            fieldErrors: fieldErrorMap(result.fieldErrors ?? []) as Record<string, string>,
          },
          result.fieldErrors ? 400 : 409,
        );
    }
  };

  switch (intent) {
    case "profile": {
      const values = textFields(form, LISTING_PROFILE_FIELDS);
      // Numbers go to the API as numbers: text that is not one is refused here, by the API's own schema.
      const checked = validateListingProfile(values);
      if (!checked.ok) return refused({ form: "profile", message: SOME_DETAILS, values, fieldErrors: checked.errors }, 400);
      const { updateListing } = await runMutation(context, request, UPDATE_LISTING_MUTATION, {
        input: { providerId, ...values, latitude: checked.value.latitude, longitude: checked.value.longitude },
      });
      return answer(updateListing, "profile", values);
    }
    case "add-photo": {
      const values = { alt: textField(form, "alt") };
      const photo = fileField(form, "photo");
      const { addListingPhoto } = await runMutation(context, request, ADD_PHOTO_MUTATION, {
        input: { providerId, alt: values.alt },
        photo: photo ?? new File([], ""),
      });
      return answer(addListingPhoto, "add-photo", values);
    }
    case "arrange-photos": {
      const urls = form.getAll("url").map(String);
      const order = photoOrderAfter(urls, textField(form, "move"));
      if (!order) return refused({ form: "photos", message: "Please choose what to do with a photo.", values: {}, fieldErrors: {} }, 400);
      // The photos this page showed: if they changed meanwhile, the API changes nothing and says so.
      const { arrangeListingPhotos } = await runMutation(context, request, ARRANGE_PHOTOS_MUTATION, {
        input: { providerId, urls: order, shown: urls },
      });
      return answer(arrangeListingPhotos, "photos", {});
    }
    case "save-service": {
      const serviceId = textField(form, "serviceId");
      const values = {
        name: textField(form, "name"),
        priceAed: textField(form, "priceAed"),
        durationMinutes: textField(form, "durationMinutes"),
      };
      const formName = serviceId ? `service-${serviceId}` : "new-service";
      const checked = validateListingService(values);
      if (!checked.ok) return refused({ form: formName, message: SOME_DETAILS, values, fieldErrors: checked.errors }, 400);
      const { saveListingService } = await runMutation(context, request, SAVE_SERVICE_MUTATION, {
        input: { providerId, serviceId: serviceId || null, ...checked.value, name: values.name },
      });
      return answer(saveListingService, formName, values);
    }
    case "remove-service": {
      const serviceId = textField(form, "serviceId");
      const { removeListingService } = await runMutation(context, request, REMOVE_SERVICE_MUTATION, { input: { providerId, serviceId } });
      return answer(removeListingService, `service-${serviceId}`, {});
    }
  }
  return safeRedirect(here);
}

type Provider = NonNullable<ResultOf<typeof LISTING_EDIT_QUERY>["provider"]>;

const SECTION = "mt-10 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6";
const PRIMARY = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const OUTLINE = "rounded-md border border-[var(--border)] px-3 py-1.5 text-sm font-medium hover:bg-[var(--muted)] disabled:opacity-60";

export default function EditListingPage() {
  const { provider } = useLoaderData<typeof loader>();
  const refused = useRefusal<typeof action>();
  const t = useT("listing");
  const busy = useNavigation().state === "submitting";
  const mine = (formName: string) => (refused?.form === formName ? refused : undefined);
  const [introBefore, introAfter] = [t("introBefore", { name: provider.name }), t("introAfter")];

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm">
        <Link to="/dashboard/provider?tab=settings" className="text-brand-600 underline">
          {t("backToDashboard")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 break-words text-[var(--muted-foreground)]">
        {introBefore}
        <Link to={`/provider/${provider.id}`} className="text-brand-600 underline">
          {t("yourPage")}
        </Link>
        {introAfter}
      </p>

      <ProfileForm provider={provider} refused={mine("profile")} busy={busy} t={t} />
      <PhotosSection provider={provider} refusedList={mine("photos")} refusedAdd={mine("add-photo")} busy={busy} t={t} />
      <ServicesSection provider={provider} mine={mine} busy={busy} t={t} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

type T = Translate<"listing">;

/** The first field at fault gets the focus (also without JavaScript). */
const firstError = (refused: ListingActionResult | undefined, fields: readonly string[]) =>
  fields.find((field) => refused?.fieldErrors[field]);

/** A form's fields' values (what was typed, after a refusal, else what is saved), errors and focus. */
function formState(refused: ListingActionResult | undefined, saved: Values, fields: readonly string[]) {
  const focus = firstError(refused, fields);
  return {
    focus,
    value: (name: string) => refused?.values[name] ?? saved[name] ?? "",
    field: (name: string) => ({ error: refused?.fieldErrors[name], autoFocus: focus === name }),
  };
}

const PROFILE_FIELDS = ["about", "phone", "email", "openingHours", "address", "location", "latitude", "longitude"] as const;

function ProfileForm({
  provider,
  refused,
  busy,
  t,
}: {
  provider: Provider;
  refused: ListingActionResult | undefined;
  busy: boolean;
  t: T;
}) {
  const saved = {
    about: provider.about,
    phone: provider.contact.phone ?? "",
    email: provider.contact.email ?? "",
    openingHours: provider.openingHours,
    address: provider.address,
    location: provider.location,
    latitude: String(provider.latitude),
    longitude: String(provider.longitude),
  };
  const { focus, value, field } = formState(refused, saved, PROFILE_FIELDS);
  return (
    <section className={SECTION} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="text-xl font-semibold">
        {t("aboutAndContact")}
      </h2>
      <FormAlert message={refused && !focus ? refused.message : undefined} />
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <Field id="about" label={t("about")} {...field("about")} wide>
          <textarea name="about" rows={5} maxLength={ABOUT_MAX} required defaultValue={value("about")} />
        </Field>
        <Field id="phone" label={t("phone")} {...field("phone")}>
          <input name="phone" type="tel" dir="ltr" autoComplete="tel" required defaultValue={value("phone")} />
        </Field>
        <Field id="email" label={t("email")} {...field("email")}>
          <input name="email" type="email" dir="ltr" autoComplete="email" required defaultValue={value("email")} />
        </Field>
        <Field id="openingHours" label={t("openingHours")} hint={t("openingHoursHint")} {...field("openingHours")} wide>
          <input name="openingHours" maxLength={OPENING_HOURS_MAX} required defaultValue={value("openingHours")} />
        </Field>
        <Field id="address" label={t("address")} {...field("address")} wide>
          <input name="address" maxLength={ADDRESS_MAX} autoComplete="street-address" required defaultValue={value("address")} />
        </Field>
        <Field id="location" label={t("location")} hint={t("locationHint")} {...field("location")} wide>
          <input name="location" maxLength={LOCATION_MAX} required defaultValue={value("location")} />
        </Field>
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

/** What each of a photo's buttons does (the action's `move`, graphql/modules/listings/rules.ts photoOrderAfter). */
const PHOTO_MOVES = [
  { move: "up", label: "moveUp", danger: false },
  { move: "down", label: "moveDown", danger: false },
  { move: "remove", label: "remove", danger: true },
] as const;

function PhotosSection({
  provider,
  refusedList,
  refusedAdd,
  busy,
  t,
}: {
  provider: Provider;
  refusedList: ListingActionResult | undefined;
  refusedAdd: ListingActionResult | undefined;
  busy: boolean;
  t: T;
}) {
  const photos = provider.images;
  const full = photos.length >= MAX_PHOTOS;
  const { focus, value, field } = formState(refusedAdd, {}, ["photo", "alt"]);
  const cannot = (move: string, index: number) =>
    busy || (move === "up" && index === 0) || (move === "down" && index === photos.length - 1);
  return (
    <section className={SECTION} aria-labelledby="photos-heading">
      <h2 id="photos-heading" className="text-xl font-semibold">
        {t("photos")}{" "}
        <span className="text-base font-normal text-[var(--muted-foreground)]">
          {t("photoCount", { count: photos.length, max: MAX_PHOTOS })}
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
        <p className="mt-2 text-sm text-[var(--muted-foreground)]">{t("photosFull", { max: MAX_PHOTOS })}</p>
      ) : (
        <Form method="post" encType="multipart/form-data" className="mt-2 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="add-photo" />
          <Field id="photo" label={t("photo")} hint={t("photoHint")} {...field("photo")} note={refusedAdd ? t("chooseAgain") : undefined}>
            <input name="photo" type="file" accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp" required />
          </Field>
          <Field id="alt" label={t("alt")} hint={t("altHint")} {...field("alt")}>
            <input name="alt" maxLength={ALT_MAX} required defaultValue={value("alt")} />
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

const SERVICE_FIELDS = ["name", "priceAed", "durationMinutes"] as const;

/** A service's form: an existing one's (with its id) or a new one's; 'Save' or 'Add service'. */
function ServiceForm({
  service,
  refused,
  busy,
  t,
}: {
  service?: Provider["services"][number];
  refused: ListingActionResult | undefined;
  busy: boolean;
  t: T;
}) {
  const idPrefix = service ? `service-${service.id}` : "new-service";
  const saved: Values = service
    ? { name: service.name, priceAed: String(service.priceAed), durationMinutes: String(service.durationMinutes) }
    : {};
  const { value, field } = formState(refused, saved, SERVICE_FIELDS);
  return (
    <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" noValidate>
      <input type="hidden" name="intent" value="save-service" />
      {service ? <input type="hidden" name="serviceId" value={service.id} /> : null}
      <Field id={`${idPrefix}-name`} label={t("service")} {...field("name")}>
        <input name="name" maxLength={SERVICE_NAME_MAX} required defaultValue={value("name")} />
      </Field>
      <Field id={`${idPrefix}-price`} label={t("price")} {...field("priceAed")}>
        <input name="priceAed" inputMode="decimal" dir="ltr" required defaultValue={value("priceAed")} />
      </Field>
      <Field id={`${idPrefix}-duration`} label={t("duration")} {...field("durationMinutes")}>
        <input name="durationMinutes" inputMode="numeric" dir="ltr" required defaultValue={value("durationMinutes")} />
      </Field>
      <button type="submit" className={PRIMARY} disabled={busy}>
        {service ? (
          <>
            {t("save")}
            <span className="sr-only">{` ${service.name}`}</span>
          </>
        ) : (
          t("addService")
        )}
      </button>
    </Form>
  );
}

function ServicesSection({
  provider,
  mine,
  busy,
  t,
}: {
  provider: Provider;
  mine: (formName: string) => ListingActionResult | undefined;
  busy: boolean;
  t: T;
}) {
  return (
    <section className={SECTION} aria-labelledby="services-heading">
      <h2 id="services-heading" className="text-xl font-semibold">
        {t("services")}
      </h2>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">{t("servicesLead")}</p>
      {provider.services.length === 0 ? (
        <p className="mt-4 text-[var(--muted-foreground)]">{t("noServices")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {provider.services.map((service) => {
            const refused = mine(`service-${service.id}`);
            const onlyMessage = refused && Object.keys(refused.fieldErrors).length === 0;
            return (
              <li key={service.id} className="rounded-lg border border-[var(--border)] p-4">
                <FormAlert message={onlyMessage ? refused.message : undefined} />
                <ServiceForm service={service} refused={refused} busy={busy} t={t} />
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="remove-service" />
                  <input type="hidden" name="serviceId" value={service.id} />
                  <button type="submit" className={`${OUTLINE} text-red-700 dark:text-red-400`} disabled={busy}>
                    {t("remove")}
                    <span className="sr-only">{` ${service.name}`}</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="mt-6 text-lg font-semibold">{t("addAService")}</h3>
      <ServiceForm refused={mine("new-service")} busy={busy} t={t} />
    </section>
  );
}

const LISTING_EDIT_QUERY = graphql(
  `
    query ListingEdit($id: ID!) {
      ownerDashboard {
        providers {
          id
        }
      }
      provider(id: $id) {
        ...ProviderListing
        services {
          id
          name
          priceAed
          durationMinutes
        }
      }
    }
  `,
  [PROVIDER_LISTING_FRAGMENT],
);

/** Every listing change answers with one of these (and the form's own field errors, for three of them). */
const LISTING_CHANGE_ANSWER = graphql(`
  fragment ListingChangeAnswer on ListingChangeResult @_unmask {
    __typename
    ... on ListingUpdated {
      message
    }
    ... on ListingChangeRefused {
      message
    }
    ... on NotAllowed {
      message
    }
    ... on NotSignedIn {
      message
    }
  }
`);

const UPDATE_LISTING_MUTATION = graphql(
  `
    mutation ListingEditProfile($input: UpdateListingInput!) {
      updateListing(input: $input) {
        ...ListingChangeAnswer
        ... on UpdateListingInvalid {
          message
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `,
  [LISTING_CHANGE_ANSWER],
);

const ADD_PHOTO_MUTATION = graphql(
  `
    mutation ListingEditAddPhoto($input: AddListingPhotoInput!, $photo: File!) {
      addListingPhoto(input: $input, photo: $photo) {
        ...ListingChangeAnswer
        ... on AddListingPhotoInvalid {
          message
          fieldErrors {
            field
            message
          }
        }
        ... on UploadFailed {
          message
        }
      }
    }
  `,
  [LISTING_CHANGE_ANSWER],
);

const ARRANGE_PHOTOS_MUTATION = graphql(
  `
    mutation ListingEditArrangePhotos($input: ArrangeListingPhotosInput!) {
      arrangeListingPhotos(input: $input) {
        ...ListingChangeAnswer
      }
    }
  `,
  [LISTING_CHANGE_ANSWER],
);

const SAVE_SERVICE_MUTATION = graphql(
  `
    mutation ListingEditSaveService($input: SaveListingServiceInput!) {
      saveListingService(input: $input) {
        ...ListingChangeAnswer
        ... on SaveListingServiceInvalid {
          message
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `,
  [LISTING_CHANGE_ANSWER],
);

const REMOVE_SERVICE_MUTATION = graphql(
  `
    mutation ListingEditRemoveService($input: RemoveListingServiceInput!) {
      removeListingService(input: $input) {
        ...ListingChangeAnswer
      }
    }
  `,
  [LISTING_CHANGE_ANSWER],
);
