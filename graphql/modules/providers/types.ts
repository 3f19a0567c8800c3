/** Provider types and the `providers` / `provider` / `featuredProviders` queries. */
import * as z from "zod";
import { builder } from "../../builder";
import { readById } from "../../shared/by-id";
import { connectionType, filteredListArgs, nodeConnection } from "../../shared/connection";
import { cursorCodec, pageSize } from "../../shared/pagination";
import { formatDuration, formatPriceAed } from "./format";
import { vocabularyEnum } from "../../shared/enum-type";
import { chosenLocale, localeArg } from "../../shared/locale-type";
import { EMIRATES, PROVIDER_TYPES } from "../../shared/vocabulary";
import type { GraphQLContext } from "../../context";
import type { ProviderChildren, ProviderImageRecord, ProviderRecord, ServiceRecord, StaffRecord } from "./repository";

export const ProviderTypeEnum = vocabularyEnum("ProviderType", PROVIDER_TYPES);

const EmirateEnum = vocabularyEnum("Emirate", EMIRATES);

const ProviderImage = builder.objectRef<ProviderImageRecord>("ProviderImage").implement({
  fields: (t) => ({
    url: t.exposeString("url"),
    alt: t.exposeString("alt", { description: "Text alternative for the picture." }),
  }),
});

export const Service = builder.objectRef<ServiceRecord>("Service").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    priceAed: t.exposeFloat("priceAed", { description: "Price in UAE dirhams." }),
    price: t.string({ description: "Display price, e.g. 'AED 250'.", resolve: (s) => formatPriceAed(s.priceAed) }),
    durationMinutes: t.exposeInt("durationMinutes"),
    duration: t.string({
      description: "Display duration, e.g. '60 mins' ('60 دقيقة' in Arabic).",
      args: { locale: t.arg(localeArg()) },
      resolve: (s, args, ctx) => formatDuration(s.durationMinutes, chosenLocale(args.locale, ctx)),
    }),
  }),
});

/** A staff member with the ids of the services they perform. */
type StaffMemberRecord = StaffRecord & { providerId: string; serviceIds: string[] };

/** A provider's staff in its order, each with the services they perform. */
export async function staffOf(providerId: string, ctx: GraphQLContext, prefetched?: ProviderChildren): Promise<StaffMemberRecord[]> {
  const [staff, qualifications] = await Promise.all([
    prefetched?.staff ?? ctx.loaders.staff(providerId),
    prefetched?.staffServices ?? ctx.loaders.staffServices(providerId),
  ]);
  return staff.map((member) => ({
    ...member,
    providerId,
    serviceIds: qualifications.filter((entry) => entry.staffId === member.id).map((entry) => entry.serviceId),
  }));
}

export const StaffMember = builder.objectRef<StaffMemberRecord>("StaffMember").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    title: t.exposeString("title"),
    image: t.exposeString("imageUrl"),
    serviceIds: t.exposeIDList("serviceIds", { description: "The provider's services this person performs." }),
  }),
});

const Contact = builder.objectRef<Pick<ProviderRecord, "phone" | "email">>("Contact").implement({
  fields: (t) => ({
    phone: t.exposeString("phone", { nullable: true }),
    email: t.exposeString("email", { nullable: true }),
  }),
});

export const Provider = builder.objectRef<ProviderRecord>("Provider").implement({
  description: "A salon, parlour or clinic listed in the directory.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "URL slug, e.g. 'glamour-spot'." }),
    name: t.exposeString("name"),
    // Display names, not the ProviderType / Emirate enums: see docs/decisions/023-provider-type-and-emirate-stay-strings.md.
    type: t.exposeString("type", {
      description: `One of ${PROVIDER_TYPES.map((name) => `'${name}'`).join(", ")} (the ProviderType enum's display names).`,
    }),
    emirate: t.exposeString("emirate", {
      description: `One of ${EMIRATES.map((name) => `'${name}'`).join(", ")} (the Emirate enum's display names).`,
    }),
    location: t.exposeString("location"),
    address: t.exposeString("address"),
    rating: t.exposeFloat("rating", { nullable: true, description: "1 to 5; null until customers rate it (a new listing)." }),
    about: t.exposeString("about"),
    contact: t.field({ type: Contact, resolve: (p) => p }),
    latitude: t.exposeFloat("latitude"),
    longitude: t.exposeFloat("longitude"),
    images: t.field({ type: [ProviderImage], resolve: (p, _args, ctx) => p.prefetched?.images ?? ctx.loaders.images(p.id) }),
    services: t.field({ type: [Service], resolve: (p, _args, ctx) => p.prefetched?.services ?? ctx.loaders.services(p.id) }),
    staff: t.field({ type: [StaffMember], resolve: (p, _args, ctx) => staffOf(p.id, ctx, p.prefetched) }),
    // reviews(first, after): graphql/modules/visit-reviews/types.ts (the shown reviews, verified first, with the rating summary).
  }),
});

const ProviderConnection = connectionType("Provider", Provider);

const ProviderFilterInput = builder.inputType("ProviderFilter", {
  fields: (t) => ({
    type: t.field({ type: ProviderTypeEnum, required: false }),
    emirate: t.field({ type: EmirateEnum, required: false }),
  }),
});

/** The `providers` list's position: its (name, id) order. */
const providerCursor = cursorCodec({ name: z.string(), id: z.string() });

builder.queryFields((t) => ({
  providers: t.field({
    type: ProviderConnection,
    description: "Every listed provider, ordered by name. Page with `first` (at most 50) and `after`.",
    args: filteredListArgs(t.arg, ProviderFilterInput),
    resolve: (_root, args, ctx) =>
      nodeConnection(args, providerCursor, (first, after) =>
        ctx.backend.providers.list({ type: args.filter?.type ?? null, emirate: args.filter?.emirate ?? null }, first, after),
      ),
  }),
  featuredProviders: t.field({
    type: [Provider],
    description: "Providers featured on the home page, in their featured order.",
    args: { first: t.arg.int({ required: false, defaultValue: 6 }) },
    resolve: (_root, args, ctx) => ctx.backend.providers.featured(pageSize(args.first)),
  }),
  provider: t.field({
    type: Provider,
    description: "One provider by its id (slug); null when there is none.",
    ...readById(t.arg, (id, ctx) => ctx.loaders.provider(id)),
  }),
}));
