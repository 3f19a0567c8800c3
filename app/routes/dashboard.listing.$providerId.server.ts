/**
 * /dashboard/listing/{providerId}'s server half: what the loader reads (only the owner's own listing;
 * anyone else's reads as not there) and how the action runs each form's mutation (the API checks the
 * owner and the input) and answers: saved (back with a toast), refused (kept, with the messages).
 */
import { parse, type SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql, type ResultOf } from "gql.tada";
import { CACHE } from "~/lib/http/cache";
import { fileField, requireForm, textField, textFields } from "~/lib/forms/form-data.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { ownedListing, throwUnlessOwner } from "~/lib/dashboard/owned-listing.server";
import { flashToast } from "~/lib/auth/session.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { LISTING_EDITOR_FIELDS, validateListingEditor, validateListingService } from "../../graphql/modules/listings/listing-schema";
import { photoOrderAfter } from "../../graphql/modules/listings/rules";
import { messagesFor } from "~/i18n/messages.server";
import type { SaidMessage } from "../../graphql/shared/messages";
import { PROVIDER_LISTING_FRAGMENT } from "~/lib/listings/provider-listing.fragment";
import { listingFormChecks, listingTranslator } from "~/lib/forms/listing-forms.server";
import { answeredFieldMessages, answerIn, type AnsweredMessage } from "~/i18n/coded-messages.server";
import { said } from "~/lib/ui/toast";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";
import { authoritiesFor, LICENCE_FORMATS } from "../../graphql/modules/clinics/rules";
import { EMIRATES } from "../../graphql/shared/vocabulary";
import { KNOWN_AREAS } from "../../graphql/modules/listings/rules";

export async function loadListingEditor({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const id = params.providerId ?? "";
  const { provider, ownerDashboard } = await runQuery(context, request, LISTING_EDIT_QUERY, { id });
  const listing = ownedListing(provider, ownerDashboard, id);
  // Clinics only: the authorities of its emirate (DHCR in Dubai too), each with its number's example.
  const emirate = EMIRATES.find((name) => name === listing.emirate);
  const licence =
    listing.type === "Clinic" && emirate
      ? {
          saved: listing.healthLicence,
          authorities: authoritiesFor(emirate).map((name) => ({ name, example: LICENCE_FORMATS[name].example })),
        }
      : null;
  // The areas the owner chooses from (issue #33): the emirate's known ones, as the API checks them.
  const areas = emirate
    ? KNOWN_AREAS[emirate].map((area) =>
        context.locale === "ar" ? { value: area.name, label: area.ar } : { value: area.name, label: area.name },
      )
    : [];
  return json(
    {
      provider: listing,
      areas,
      licence,
      i18n: messagesFor(context.locale, "listing"),
      checks: listingFormChecks(context.locale),
    },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

export type Values = Record<string, string>;
/** A refused form: which one (and which service), its message, and Conform's reply (what was typed, each field's message). */
export type ListingActionResult = {
  form: string;
  message: string;
  result: SubmissionResult<string[]>;
};

export async function answerListingEdit({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const providerId = params.providerId ?? "";
  const form = await requireForm(request);
  const intent = textField(form, "intent");
  const here = `/dashboard/listing/${providerId}`;
  const noStore = { "Cache-Control": CACHE.none };
  // Messages in the page's language: the API's by their codes, this page's own checks' (the API's
  // schema, run here first) by theirs (its phone, email and address rules are the registration's).
  const translate = listingTranslator(context.locale);
  // Only what was typed: the faults are this page's check's or the API's to say.
  const typed = parse<Record<string, unknown>, string[]>(form, { resolve: () => ({ value: {} }) });
  const refused = (formName: string, message: string, fieldErrors: Record<string, string>, status: number) =>
    json<ListingActionResult>(
      {
        form: formName,
        message,
        result: typed.reply({ fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([name, text]) => [name, [text]])) }),
      },
      { status, headers: noStore },
    );
  /** Refused by this page's own check (numbers go to the API as numbers): the same messages as the API's. */
  const checkedHere = (formName: string, fieldErrors: Partial<Record<string, SaidMessage>>) =>
    refused(formName, translate.say("DETAILS_NEED_ATTENTION"), translate.errors(fieldErrors) as Record<string, string>, 400);

  type Answer = Partial<AnsweredMessage> & { __typename?: string; fieldErrors?: readonly (AnsweredMessage & { field: string })[] };
  /** The mutation's answer as the page's: saved (back with a toast), refused (kept, with messages), or not the owner's. */
  const answer = async (result: Answer, formName: string) => {
    throwUnlessOwner(result.__typename, here);
    const message = result.message === undefined ? null : { message: result.message, code: result.code ?? "", params: result.params ?? [] };
    if ((result.__typename === "ListingUpdated" || result.__typename === "HealthLicenceSaved") && message) {
      const cookie = await flashToast(
        request,
        context,
        translate.toast({ title: said("LISTING_UPDATED_TITLE"), description: { api: message } }),
      );
      return safeRedirect(here, { headers: { "Set-Cookie": cookie } });
    }
    return refused(
      formName,
      message ? answerIn(context.locale, message) : translate.say("TRY_AGAIN"),
      answeredFieldMessages(context.locale, result.fieldErrors ?? []),
      result.fieldErrors ? 400 : 409,
    );
  };

  switch (intent) {
    case "profile": {
      const values = textFields(form, LISTING_EDITOR_FIELDS);
      // Numbers go to the API as numbers: text that is not one is refused here, by the API's own schema.
      const checked = validateListingEditor(values);
      if (!checked.ok) return checkedHere("profile", checked.errors);
      const { updateListing } = await runMutation(context, request, UPDATE_LISTING_MUTATION, {
        input: { providerId, ...values, latitude: checked.value.latitude, longitude: checked.value.longitude },
      });
      return answer(updateListing, "profile");
    }
    case "add-photo": {
      const photo = fileField(form, "photo");
      const { addListingPhoto } = await runMutation(context, request, ADD_PHOTO_MUTATION, {
        input: { providerId, alt: textField(form, "alt") },
        photo: photo ?? new File([], ""),
      });
      return answer(addListingPhoto, "add-photo");
    }
    case "arrange-photos": {
      const urls = form.getAll("url").map(String);
      const order = photoOrderAfter(urls, textField(form, "move"));
      if (!order) return refused("photos", translate.say("LISTING_PHOTO_ACTION_REQUIRED"), {}, 400);
      // The photos this page showed: if they changed meanwhile, the API changes nothing and says so.
      const { arrangeListingPhotos } = await runMutation(context, request, ARRANGE_PHOTOS_MUTATION, {
        input: { providerId, urls: order, shown: urls },
      });
      return answer(arrangeListingPhotos, "photos");
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
      if (!checked.ok) return checkedHere(formName, checked.errors);
      const { saveListingService } = await runMutation(context, request, SAVE_SERVICE_MUTATION, {
        input: { providerId, serviceId: serviceId || null, ...checked.value, name: values.name },
      });
      return answer(saveListingService, formName);
    }
    case "licence": {
      const values = textFields(form, ["authority", "number", "expiresOn", "advertisingPermit"]);
      const authority = ["DHA", "DHCR", "DOH", "MOHAP"].find((name) => name === values.authority) ?? null;
      const { setHealthLicence } = await runMutation(context, request, SET_LICENCE_MUTATION, {
        input: {
          providerId,
          authority: authority as "DHA" | "DHCR" | "DOH" | "MOHAP" | null,
          number: values.number ?? "",
          expiresOn: values.expiresOn ?? "",
          advertisingPermit: values.advertisingPermit || null,
        },
      });
      return answer(setHealthLicence, "licence");
    }
    case "remove-service": {
      const serviceId = textField(form, "serviceId");
      const { removeListingService } = await runMutation(context, request, REMOVE_SERVICE_MUTATION, { input: { providerId, serviceId } });
      return answer(removeListingService, `service-${serviceId}`);
    }
  }
  return safeRedirect(here);
}

export type Provider = NonNullable<ResultOf<typeof LISTING_EDIT_QUERY>["provider"]>;

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
        type
        emirate
        mapPlaced
        healthLicence {
          authority
          number
          expiresOn
          advertisingPermit
          status
        }
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
      code
      params {
        name
        value
      }
    }
    ... on ListingChangeRefused {
      message
      code
      params {
        name
        value
      }
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
          code
          params {
            name
            value
          }
          fieldErrors {
            ...AnsweredFieldError
          }
        }
      }
    }
  `,
  [LISTING_CHANGE_ANSWER, ANSWERED_FIELD_ERROR_FRAGMENT],
);

const ADD_PHOTO_MUTATION = graphql(
  `
    mutation ListingEditAddPhoto($input: AddListingPhotoInput!, $photo: File!) {
      addListingPhoto(input: $input, photo: $photo) {
        ...ListingChangeAnswer
        ... on AddListingPhotoInvalid {
          message
          code
          params {
            name
            value
          }
          fieldErrors {
            ...AnsweredFieldError
          }
        }
        ... on UploadFailed {
          message
          code
          params {
            name
            value
          }
        }
      }
    }
  `,
  [LISTING_CHANGE_ANSWER, ANSWERED_FIELD_ERROR_FRAGMENT],
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
          code
          params {
            name
            value
          }
          fieldErrors {
            ...AnsweredFieldError
          }
        }
      }
    }
  `,
  [LISTING_CHANGE_ANSWER, ANSWERED_FIELD_ERROR_FRAGMENT],
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

const SET_LICENCE_MUTATION = graphql(
  `
    mutation ListingEditLicence($input: SetHealthLicenceInput!) {
      setHealthLicence(input: $input) {
        __typename
        ... on HealthLicenceSaved {
          message
          code
          params {
            name
            value
          }
        }
        ... on HealthLicenceRefused {
          message
          code
          params {
            name
            value
          }
        }
        ... on SetHealthLicenceInvalid {
          message
          code
          params {
            name
            value
          }
          fieldErrors {
            ...AnsweredFieldError
          }
        }
      }
    }
  `,
  [ANSWERED_FIELD_ERROR_FRAGMENT],
);
