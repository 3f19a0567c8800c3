/**
 * Owners editing their listing: updateListing, addListingPhoto (multipart), arrangeListingPhotos,
 * saveListingService and removeListingService. Signed-in accounts only; each answers NotAllowed for a
 * listing the caller does not own (or that does not exist). Every success answers the listing as it
 * now is (`ListingUpdated.provider`).
 */
import type { ArgBuilder, InputFieldMap, InputObjectRef } from "@pothos/core";
import { builder, type BuilderTypes } from "../../builder";
import type { GraphQLContext } from "../../context";
import type { Backend } from "../../shared/ports";
import type { SessionUser } from "../accounts/auth-port";
import { allowedTo, requireViewer } from "../../shared/authorisation";
import { notAllowed } from "../../shared/results";
import { say } from "../../shared/say";
import { NotAllowed, NotSignedIn, resultMembers, resultUnion } from "../../shared/result-types";
import type { NotAllowedResult, NotSignedInResult } from "../../shared/results";
import { Provider } from "../providers/types";
import { FileScalar, UploadFailed } from "../uploads/types";
import { MAX_PHOTOS } from "./listing-schema";
import { openingHoursText } from "../availability/slots";
import {
  addListingPhoto,
  NOT_YOUR_LISTING,
  arrangeListingPhotos,
  removeListingService,
  saveListingService,
  updateListing,
  type AddListingPhotoResult,
  type ListingChangeRefusedResult,
  type ListingUpdatedResult,
  type SaveListingServiceResult,
  type UpdateListingResult,
} from "./service";

const SIGN_IN_TO_EDIT = say("LISTING_SIGN_IN_TO_EDIT");

/** Field options of every listing mutation: signed in, and the owner of the listing its input names. */
const ownerOfListing = allowedTo({
  signIn: SIGN_IN_TO_EDIT,
  owns: (args: { input: { providerId: string | number } }) => ({ kind: "provider", id: String(args.input.providerId) }),
  stranger: () => notAllowed(NOT_YOUR_LISTING),
});

/**
 * What the listing mutations share: one required `input` that names the listing (`providerId`);
 * the listing's owner only (signed out: NotSignedIn; anyone else: NotAllowed); the service gets the
 * caller and the listing's id.
 */
function listingEdit<Input extends { providerId: string | number }, Result>(
  arg: ArgBuilder<BuilderTypes>,
  input: InputObjectRef<BuilderTypes, Input>,
  edit: (backend: Backend, viewer: SessionUser, providerId: string, input: Input) => Promise<Result>,
) {
  return {
    args: { input: arg({ type: input, required: true }) },
    ...ownerOfListing,
    resolve: async (_root: unknown, args: { input: Input }, ctx: GraphQLContext) =>
      edit(ctx.backend, await requireViewer(ctx), String(args.input.providerId), args.input),
  };
}

/** A listing mutation's input: the listing it edits (`providerId`, which listingEdit reads), then its own fields. */
function listingInput<Fields extends InputFieldMap>(
  name: string,
  fields: (t: PothosSchemaTypes.InputFieldBuilder<BuilderTypes, "InputObject">) => Fields,
) {
  return builder.inputType(name, { fields: (t) => ({ providerId: t.id({ required: true }), ...fields(t) }) });
}

const change = resultMembers<ListingUpdatedResult | ListingChangeRefusedResult>();

const ListingUpdated = change.withMessage("ListingUpdated", {
  description: "The change is saved and already shows on the provider's page and in search.",
  fields: (t) => ({
    provider: t.field({
      type: Provider,
      // Read after the change, never from this request's earlier reads.
      resolve: async (result, _args, ctx) => (await ctx.backend.providers.byIds([result.providerId])).get(result.providerId)!,
    }),
  }),
});

const ListingChangeRefused = change.withMessage("ListingChangeRefused", {
  description: "Nothing changed, for the reason given (at most 10 photos; a service with bookings; a list that changed meanwhile).",
});

const INVALID_DESCRIPTION = "The input was refused; nothing changed. Each field error names the input field.";
const UpdateListingInvalid = resultMembers<UpdateListingResult>().invalid("UpdateListingInvalid", INVALID_DESCRIPTION);
const AddListingPhotoInvalid = resultMembers<AddListingPhotoResult>().invalid("AddListingPhotoInvalid", INVALID_DESCRIPTION);
const SaveListingServiceInvalid = resultMembers<SaveListingServiceResult>().invalid("SaveListingServiceInvalid", INVALID_DESCRIPTION);

type WithSignIn<Result> = Result | NotSignedInResult;
const UpdateListingResultRef = resultUnion<WithSignIn<UpdateListingResult>>("UpdateListingResult", {
  types: [ListingUpdated, UpdateListingInvalid, NotAllowed(), NotSignedIn],
});
const AddListingPhotoResultRef = resultUnion<WithSignIn<AddListingPhotoResult>>("AddListingPhotoResult", {
  types: [ListingUpdated, AddListingPhotoInvalid, ListingChangeRefused, UploadFailed, NotAllowed(), NotSignedIn],
});
const ListingChangeResultRef = resultUnion<WithSignIn<ListingUpdatedResult | ListingChangeRefusedResult | NotAllowedResult>>(
  "ListingChangeResult",
  { types: [ListingUpdated, ListingChangeRefused, NotAllowed(), NotSignedIn] },
);
const SaveListingServiceResultRef = resultUnion<WithSignIn<SaveListingServiceResult>>("SaveListingServiceResult", {
  types: [ListingUpdated, SaveListingServiceInvalid, ListingChangeRefused, NotAllowed(), NotSignedIn],
});

const UpdateListingInput = listingInput("UpdateListingInput", (t) => ({
  about: t.string({ required: true, description: "At most 1000 characters." }),
  phone: t.string({ required: true, description: "A UAE phone number; stored as E.164." }),
  email: t.string({ required: true }),
  openingHours: t.string({
    required: false,
    description: "Free text the owner typed; stored, never shown: `Provider.openingHours` is generated from the structured hours.",
    deprecationReason: "Ignored: the hours are set with setWeeklyHours, addClosure and setSpecialHours. Removal: 2027-06-30.",
  }),
  address: t.string({ required: true }),
  location: t.string({
    required: false,
    description: "The area shown on cards and searched, e.g. 'Jumeirah' (at most 60 characters). Absent: unchanged.",
  }),
  latitude: t.float({ required: true, description: "Inside the UAE: 22.5 to 26.5." }),
  longitude: t.float({ required: true, description: "Inside the UAE: 51.0 to 56.6." }),
}));

const AddListingPhotoInput = listingInput("AddListingPhotoInput", (t) => ({
  alt: t.string({ required: true, description: "What the photo shows, for people who cannot see it." }),
}));

const ArrangeListingPhotosInput = listingInput("ArrangeListingPhotosInput", (t) => ({
  urls: t.stringList({
    required: true,
    description: "The listing's photo URLs to keep, in the order to show them; any of `shown` left out are removed.",
  }),
  shown: t.stringList({
    required: true,
    description:
      "The listing's photo URLs as the caller last read them. When the listing's photos are no longer these (one added or removed meanwhile), nothing changes (ListingChangeRefused): read them again.",
  }),
}));

const SaveListingServiceInput = listingInput("SaveListingServiceInput", (t) => ({
  serviceId: t.id({ required: false, description: "Absent: a new service, listed after the others." }),
  name: t.string({ required: true }),
  priceAed: t.float({ required: true, description: "0 to 100,000 AED, at most 2 decimals." }),
  durationMinutes: t.int({ required: true, description: "5 to 480." }),
}));

const RemoveListingServiceInput = listingInput("RemoveListingServiceInput", (t) => ({ serviceId: t.id({ required: true }) }));

builder.mutationFields((t) => ({
  updateListing: t.field({
    type: UpdateListingResultRef,
    description:
      "Changes the about text, contact phone and email, opening hours, address, area and map position of the caller's own listing.",
    ...listingEdit(t.arg, UpdateListingInput, (backend, viewer, providerId, { providerId: _, location, openingHours, ...profile }) =>
      // The free text is no longer required: absent, the legacy column keeps the default week's words.
      updateListing(backend, viewer, providerId, {
        ...profile,
        openingHours: openingHours ?? openingHoursText(),
        location: location ?? undefined,
      }),
    ),
  }),
  addListingPhoto: t.field({
    type: AddListingPhotoResultRef,
    description: `Adds a photo (a GraphQL multipart request: JPG, PNG or WebP, at most 5 MB, stored re-encoded as WebP) after the others; at most ${MAX_PHOTOS}.`,
    args: { input: t.arg({ type: AddListingPhotoInput, required: true }), photo: t.arg({ type: FileScalar, required: true }) },
    ...ownerOfListing,
    resolve: async (_root, { input, photo }, ctx) =>
      addListingPhoto(ctx.backend, await requireViewer(ctx), String(input.providerId), { alt: input.alt }, photo),
  }),
  arrangeListingPhotos: t.field({
    type: ListingChangeResultRef,
    description: "Removes and reorders the listing's photos in one change.",
    ...listingEdit(t.arg, ArrangeListingPhotosInput, (backend, viewer, providerId, input) =>
      arrangeListingPhotos(backend, viewer, providerId, input.urls, input.shown),
    ),
  }),
  saveListingService: t.field({
    type: SaveListingServiceResultRef,
    description: "Adds a service to the caller's own listing, or changes one of its services (with serviceId).",
    ...listingEdit(t.arg, SaveListingServiceInput, (backend, viewer, providerId, { providerId: _, serviceId, ...service }) =>
      saveListingService(backend, viewer, providerId, serviceId ? String(serviceId) : null, service),
    ),
  }),
  removeListingService: t.field({
    type: ListingChangeResultRef,
    description: "Removes a service from the caller's own listing; refused (ListingChangeRefused) while bookings refer to it.",
    ...listingEdit(t.arg, RemoveListingServiceInput, (backend, viewer, providerId, input) =>
      removeListingService(backend, viewer, providerId, String(input.serviceId)),
    ),
  }),
}));
