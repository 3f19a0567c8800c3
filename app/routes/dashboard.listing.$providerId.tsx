/**
 * /dashboard/listing/{providerId}: the owner edits their own listing (issue 17): about text, contact,
 * opening hours, address and map position; photos (add, move, remove; at most 10); services (add,
 * edit, remove). Every form posts to this route's action without JavaScript (decision 021), which runs
 * the API's mutation; the API checks the owner and the input. Anyone but the owner gets a 404.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { Field } from "~/components/labelled-field";
import { CACHE } from "~/lib/cache";
import { fileField, requireForm, textField } from "~/lib/form-data.server";
import { runMutation, runQuery } from "~/lib/graphql.server";
import { pageHeaders } from "~/lib/page-headers";
import { loginPathFor, safeRedirect } from "~/lib/safe-redirect";
import { flashToast } from "~/lib/session.server";
import { requireViewer } from "~/lib/viewer.server";
import {
  ABOUT_MAX,
  ADDRESS_MAX,
  ALT_MAX,
  LOCATION_MAX,
  MAX_PHOTOS,
  OPENING_HOURS_MAX,
  SERVICE_NAME_MAX,
  validateListingProfile,
  validateListingService,
} from "../../graphql/modules/listings/listing-schema";
import { photoOrderAfter } from "../../graphql/modules/listings/rules";

export const meta: MetaFunction = () => [{ title: "Edit Business Profile — GlowUAE" }, { name: "robots", content: "noindex" }];

export const headers = pageHeaders;

const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const id = params.providerId ?? "";
  const { provider, ownerDashboard } = await runQuery(context, request, LISTING_EDIT_QUERY, { id });
  // Only the owner's own listing is editable; anyone else's reads as not there.
  if (!provider || !ownerDashboard?.providers.some((owned) => owned.id === id)) throw notFound();
  return json({ provider }, { headers: { "Cache-Control": CACHE.none } });
}

type Values = Record<string, string>;
/** A refused form: which one (and which service), what was typed, and the messages. */
export type ListingActionResult = {
  form: string;
  message: string;
  values: Values;
  fieldErrors: Record<string, string>;
};

const fieldErrorMap = (errors: readonly { field: string; message: string }[]) =>
  Object.fromEntries(errors.map((error) => [error.field, error.message]));

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const providerId = params.providerId ?? "";
  const form = await requireForm(request);
  const intent = textField(form, "intent");
  const here = `/dashboard/listing/${providerId}`;
  const noStore = { "Cache-Control": CACHE.none };
  const refused = (result: ListingActionResult, status: number) => json<ListingActionResult>(result, { status, headers: noStore });

  type Answer = { __typename: string; message?: string; fieldErrors?: readonly { field: string; message: string }[] };
  /** The mutation's answer as the page's: saved (back here with a toast), refused (kept, with messages), or not the owner's. */
  const answer = async (result: Answer, formName: string, values: Values) => {
    switch (result.__typename) {
      case "ListingUpdated": {
        const cookie = await flashToast(request, context, { title: "Listing Updated", description: result.message });
        return safeRedirect(here, { headers: { "Set-Cookie": cookie } });
      }
      case "NotSignedIn":
        throw safeRedirect(loginPathFor(here));
      case "NotAllowed":
        throw notFound();
      default:
        return refused(
          { form: formName, message: result.message ?? "Please try again.", values, fieldErrors: fieldErrorMap(result.fieldErrors ?? []) },
          result.fieldErrors ? 400 : 409,
        );
    }
  };

  switch (intent) {
    case "profile": {
      const text = (name: string) => textField(form, name);
      const values = {
        about: text("about"),
        phone: text("phone"),
        email: text("email"),
        openingHours: text("openingHours"),
        address: text("address"),
        location: text("location"),
        latitude: text("latitude"),
        longitude: text("longitude"),
      };
      // Numbers go to the API as numbers: text that is not one is refused here, by the API's own schema.
      const checked = validateListingProfile(values);
      if (!checked.ok)
        return refused({ form: "profile", message: "Some details need your attention.", values, fieldErrors: checked.errors }, 400);
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
      if (!checked.ok)
        return refused({ form: formName, message: "Some details need your attention.", values, fieldErrors: checked.errors }, 400);
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
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const mine = (formName: string) => (refused?.form === formName ? refused : undefined);

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm">
        <Link to="/dashboard/provider?tab=settings" className="text-brand-600 underline">
          Back to the dashboard
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Edit Business Profile</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">
        {provider.name}: changes show at once on{" "}
        <Link to={`/provider/${provider.id}`} className="text-brand-600 underline">
          your page
        </Link>{" "}
        and in search.
      </p>

      <ProfileForm provider={provider} refused={mine("profile")} busy={busy} />
      <PhotosSection provider={provider} refusedList={mine("photos")} refusedAdd={mine("add-photo")} busy={busy} />
      <ServicesSection provider={provider} mine={mine} busy={busy} />
    </section>
  );
}

function Alert({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="mt-4 rounded-md border border-red-600 p-3 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

/** The first field at fault gets the focus (also without JavaScript). */
const firstError = (refused: ListingActionResult | undefined, fields: readonly string[]) =>
  fields.find((field) => refused?.fieldErrors[field]);

const PROFILE_FIELDS = ["about", "phone", "email", "openingHours", "address", "location", "latitude", "longitude"] as const;

function ProfileForm({ provider, refused, busy }: { provider: Provider; refused: ListingActionResult | undefined; busy: boolean }) {
  const value = (name: string, saved: string) => refused?.values[name] ?? saved;
  const error = (name: string) => refused?.fieldErrors[name];
  const focus = firstError(refused, PROFILE_FIELDS);
  return (
    <section className={SECTION} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="text-xl font-semibold">
        About and contact
      </h2>
      <Alert message={refused && !focus ? refused.message : undefined} />
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <Field id="about" label="About your business" error={error("about")} autoFocus={focus === "about"} wide>
          <textarea name="about" rows={5} maxLength={ABOUT_MAX} required defaultValue={value("about", provider.about)} />
        </Field>
        <Field id="phone" label="Contact phone" error={error("phone")} autoFocus={focus === "phone"}>
          <input name="phone" type="tel" autoComplete="tel" required defaultValue={value("phone", provider.contact.phone ?? "")} />
        </Field>
        <Field id="email" label="Contact email" error={error("email")} autoFocus={focus === "email"}>
          <input name="email" type="email" autoComplete="email" required defaultValue={value("email", provider.contact.email ?? "")} />
        </Field>
        <Field
          id="openingHours"
          label="Opening hours"
          hint="e.g. Sat–Thu 10:00–18:00, Fri closed"
          error={error("openingHours")}
          autoFocus={focus === "openingHours"}
          wide
        >
          <input name="openingHours" maxLength={OPENING_HOURS_MAX} required defaultValue={value("openingHours", provider.openingHours)} />
        </Field>
        <Field id="address" label="Full address" error={error("address")} autoFocus={focus === "address"} wide>
          <input
            name="address"
            maxLength={ADDRESS_MAX}
            autoComplete="street-address"
            required
            defaultValue={value("address", provider.address)}
          />
        </Field>
        <Field
          id="location"
          label="Area"
          hint="Shown on your card and found by search, e.g. Jumeirah"
          error={error("location")}
          autoFocus={focus === "location"}
          wide
        >
          <input name="location" maxLength={LOCATION_MAX} required defaultValue={value("location", provider.location)} />
        </Field>
        <Field
          id="latitude"
          label="Map position: latitude"
          hint="Inside the UAE, e.g. 25.2048"
          error={error("latitude")}
          autoFocus={focus === "latitude"}
        >
          <input name="latitude" inputMode="decimal" required defaultValue={value("latitude", String(provider.latitude))} />
        </Field>
        <Field
          id="longitude"
          label="Map position: longitude"
          hint="Inside the UAE, e.g. 55.2708"
          error={error("longitude")}
          autoFocus={focus === "longitude"}
        >
          <input name="longitude" inputMode="decimal" required defaultValue={value("longitude", String(provider.longitude))} />
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" className={PRIMARY} disabled={busy}>
            Save profile
          </button>
        </div>
      </Form>
    </section>
  );
}

function PhotosSection({
  provider,
  refusedList,
  refusedAdd,
  busy,
}: {
  provider: Provider;
  refusedList: ListingActionResult | undefined;
  refusedAdd: ListingActionResult | undefined;
  busy: boolean;
}) {
  const photos = provider.images;
  const full = photos.length >= MAX_PHOTOS;
  const addFocus = firstError(refusedAdd, ["photo", "alt"]);
  return (
    <section className={SECTION} aria-labelledby="photos-heading">
      <h2 id="photos-heading" className="text-xl font-semibold">
        Photos <span className="text-base font-normal text-[var(--muted-foreground)]">({`${photos.length} of ${MAX_PHOTOS}`})</span>
      </h2>
      <Alert message={refusedList?.message} />
      {photos.length === 0 ? (
        <p className="mt-4 text-[var(--muted-foreground)]">No photos yet: the first one is the picture on your card in search.</p>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="arrange-photos" />
          {photos.map((photo) => (
            <input key={photo.url} type="hidden" name="url" value={photo.url} />
          ))}
          <ol className="grid gap-4 sm:grid-cols-2">
            {photos.map((photo, index) => (
              <li key={photo.url} className="flex gap-3 rounded-lg border border-[var(--border)] p-3">
                <img src={photo.url} alt={photo.alt} width={96} height={72} className="h-18 w-24 shrink-0 rounded object-cover" />
                <div className="flex min-w-0 flex-col gap-2">
                  <p className="break-words text-sm">{`${index + 1}. ${photo.alt}`}</p>
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" name="move" value={`up:${index}`} disabled={busy || index === 0} className={OUTLINE}>
                      Move up<span className="sr-only">{`: photo ${index + 1}`}</span>
                    </button>
                    <button
                      type="submit"
                      name="move"
                      value={`down:${index}`}
                      disabled={busy || index === photos.length - 1}
                      className={OUTLINE}
                    >
                      Move down<span className="sr-only">{`: photo ${index + 1}`}</span>
                    </button>
                    <button
                      type="submit"
                      name="move"
                      value={`remove:${index}`}
                      disabled={busy}
                      className={`${OUTLINE} text-red-700 dark:text-red-400`}
                    >
                      Remove<span className="sr-only">{`: photo ${index + 1}`}</span>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </Form>
      )}
      <h3 className="mt-6 text-lg font-semibold">Add a photo</h3>
      <Alert message={refusedAdd && !addFocus ? refusedAdd.message : undefined} />
      {full ? (
        <p className="mt-2 text-sm text-[var(--muted-foreground)]">{`Your listing has ${MAX_PHOTOS} photos: remove one to add another.`}</p>
      ) : (
        <Form method="post" encType="multipart/form-data" className="mt-2 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="add-photo" />
          <Field
            id="photo"
            label="Photo"
            hint="JPG, PNG or WebP, at most 5 MB"
            error={refusedAdd?.fieldErrors.photo}
            autoFocus={addFocus === "photo"}
            note={refusedAdd ? "Please choose the photo again." : undefined}
          >
            <input name="photo" type="file" accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp" required />
          </Field>
          <Field
            id="alt"
            label="What the photo shows"
            hint="Read to people who cannot see it"
            error={refusedAdd?.fieldErrors.alt}
            autoFocus={addFocus === "alt"}
          >
            <input name="alt" maxLength={ALT_MAX} required defaultValue={refusedAdd?.values.alt ?? ""} />
          </Field>
          <div className="sm:col-span-2">
            <button type="submit" className={PRIMARY} disabled={busy}>
              Add photo
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

const SERVICE_FIELDS = ["name", "priceAed", "durationMinutes"] as const;

function ServiceFields({ idPrefix, refused, saved }: { idPrefix: string; refused: ListingActionResult | undefined; saved: Values }) {
  const value = (name: string) => refused?.values[name] ?? saved[name] ?? "";
  const focus = firstError(refused, SERVICE_FIELDS);
  return (
    <>
      <Field id={`${idPrefix}-name`} label="Service" error={refused?.fieldErrors.name} autoFocus={focus === "name"}>
        <input name="name" maxLength={SERVICE_NAME_MAX} required defaultValue={value("name")} />
      </Field>
      <Field id={`${idPrefix}-price`} label="Price (AED)" error={refused?.fieldErrors.priceAed} autoFocus={focus === "priceAed"}>
        <input name="priceAed" inputMode="decimal" required defaultValue={value("priceAed")} />
      </Field>
      <Field
        id={`${idPrefix}-duration`}
        label="Duration (minutes)"
        error={refused?.fieldErrors.durationMinutes}
        autoFocus={focus === "durationMinutes"}
      >
        <input name="durationMinutes" inputMode="numeric" required defaultValue={value("durationMinutes")} />
      </Field>
    </>
  );
}

function ServicesSection({
  provider,
  mine,
  busy,
}: {
  provider: Provider;
  mine: (formName: string) => ListingActionResult | undefined;
  busy: boolean;
}) {
  return (
    <section className={SECTION} aria-labelledby="services-heading">
      <h2 id="services-heading" className="text-xl font-semibold">
        Services
      </h2>
      <p className="mt-1 text-sm text-[var(--muted-foreground)]">Customers book these on your page.</p>
      {provider.services.length === 0 ? (
        <p className="mt-4 text-[var(--muted-foreground)]">No services yet: add the first one below to take online bookings.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {provider.services.map((service) => {
            const refused = mine(`service-${service.id}`);
            const onlyMessage = refused && Object.keys(refused.fieldErrors).length === 0;
            return (
              <li key={service.id} className="rounded-lg border border-[var(--border)] p-4">
                <Alert message={onlyMessage ? refused.message : undefined} />
                <Form method="post" className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" noValidate>
                  <input type="hidden" name="intent" value="save-service" />
                  <input type="hidden" name="serviceId" value={service.id} />
                  <ServiceFields
                    idPrefix={`service-${service.id}`}
                    refused={refused}
                    saved={{ name: service.name, priceAed: String(service.priceAed), durationMinutes: String(service.durationMinutes) }}
                  />
                  <button type="submit" className={PRIMARY} disabled={busy}>
                    Save<span className="sr-only">{` ${service.name}`}</span>
                  </button>
                </Form>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="remove-service" />
                  <input type="hidden" name="serviceId" value={service.id} />
                  <button type="submit" className={`${OUTLINE} text-red-700 dark:text-red-400`} disabled={busy}>
                    Remove<span className="sr-only">{` ${service.name}`}</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="mt-6 text-lg font-semibold">Add a service</h3>
      <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" noValidate>
        <input type="hidden" name="intent" value="save-service" />
        <ServiceFields idPrefix="new-service" refused={mine("new-service")} saved={{}} />
        <button type="submit" className={PRIMARY} disabled={busy}>
          Add service
        </button>
      </Form>
    </section>
  );
}

const LISTING_EDIT_QUERY = graphql(`
  query ListingEdit($id: ID!) {
    ownerDashboard {
      providers {
        id
      }
    }
    provider(id: $id) {
      id
      name
      about
      address
      location
      openingHours
      latitude
      longitude
      contact {
        phone
        email
      }
      images {
        url
        alt
      }
      services {
        id
        name
        priceAed
        durationMinutes
      }
    }
  }
`);

const UPDATE_LISTING_MUTATION = graphql(`
  mutation ListingEditProfile($input: UpdateListingInput!) {
    updateListing(input: $input) {
      __typename
      ... on ListingUpdated {
        message
      }
      ... on UpdateListingInvalid {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on NotAllowed {
        message
      }
      ... on NotSignedIn {
        message
      }
    }
  }
`);

const ADD_PHOTO_MUTATION = graphql(`
  mutation ListingEditAddPhoto($input: AddListingPhotoInput!, $photo: File!) {
    addListingPhoto(input: $input, photo: $photo) {
      __typename
      ... on ListingUpdated {
        message
      }
      ... on AddListingPhotoInvalid {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on ListingChangeRefused {
        message
      }
      ... on UploadFailed {
        message
      }
      ... on NotAllowed {
        message
      }
      ... on NotSignedIn {
        message
      }
    }
  }
`);

const ARRANGE_PHOTOS_MUTATION = graphql(`
  mutation ListingEditArrangePhotos($input: ArrangeListingPhotosInput!) {
    arrangeListingPhotos(input: $input) {
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
  }
`);

const SAVE_SERVICE_MUTATION = graphql(`
  mutation ListingEditSaveService($input: SaveListingServiceInput!) {
    saveListingService(input: $input) {
      __typename
      ... on ListingUpdated {
        message
      }
      ... on SaveListingServiceInvalid {
        message
        fieldErrors {
          field
          message
        }
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
  }
`);

const REMOVE_SERVICE_MUTATION = graphql(`
  mutation ListingEditRemoveService($input: RemoveListingServiceInput!) {
    removeListingService(input: $input) {
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
  }
`);
