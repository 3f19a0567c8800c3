/** `myPersonalData`: the signed-in person's copy of what the site keeps about them (decision 058). */
import { builder } from "../../builder";
import { requireViewer, signedInOrNull } from "../../shared/authorisation";
import type { CustomerBookingRecord } from "../bookings/repository";
import type { OwnedProviderRecord } from "../dashboard/repository";
import { personalDataOf, type PersonalAccountRecord, type PersonalData } from "./personal-data";

const PersonalAccount = builder.objectRef<PersonalAccountRecord>("PersonalAccount").implement({
  description: "The account as the site keeps it.",
  fields: (t) => ({
    email: t.exposeString("email"),
    createdAt: t.exposeString("createdAt", { description: "When the account was made, ISO 8601 UTC." }),
    locale: t.exposeString("locale", { description: "The language of its emails: 'en' or 'ar'." }),
    emailConfirmed: t.exposeBoolean("emailConfirmed"),
  }),
});

const PersonalBooking = builder.objectRef<CustomerBookingRecord>("PersonalBooking").implement({
  description: "A booking the account made while signed in, with the contact details given for it.",
  fields: (t) => ({
    reference: t.exposeString("id"),
    providerId: t.exposeString("providerId"),
    serviceId: t.exposeString("serviceId"),
    startsAt: t.exposeString("startsAt", { description: "Asia/Dubai wall time, 'YYYY-MM-DDTHH:MM'." }),
    endsAt: t.exposeString("endsAt", { description: "Asia/Dubai wall time, 'YYYY-MM-DDTHH:MM'." }),
    status: t.exposeString("status"),
    customerName: t.exposeString("customerName"),
    customerPhone: t.exposeString("customerPhone"),
    customerEmail: t.exposeString("customerEmail", { nullable: true }),
    createdAt: t.exposeString("createdAt"),
  }),
});

const PersonalListing = builder.objectRef<OwnedProviderRecord>("PersonalListing").implement({
  description: "A listing the account owns.",
  fields: (t) => ({ id: t.exposeString("id"), name: t.exposeString("name") }),
});

const PersonalDataRef = builder.objectRef<PersonalData>("PersonalData").implement({
  description:
    "Everything the site keeps about the signed-in account (UAE PDPL): the account, the bookings it made, the listings it owns. " +
    "Reviews are not linked to accounts, so none are included.",
  fields: (t) => ({
    account: t.field({ type: PersonalAccount, resolve: (data) => data.account }),
    bookings: t.field({ type: [PersonalBooking], resolve: (data) => data.bookings }),
    listings: t.field({ type: [PersonalListing], resolve: (data) => data.listings }),
    exportedAt: t.exposeString("exportedAt", { description: "When this copy was made, ISO 8601 UTC." }),
  }),
});

builder.queryField("myPersonalData", (t) =>
  t.field({
    type: PersonalDataRef,
    nullable: true,
    description: "The signed-in account's own data, for its download; null when signed out. Never another account's.",
    ...signedInOrNull,
    resolve: async (_root, _args, ctx) => personalDataOf(ctx.backend, await requireViewer(ctx)),
  }),
);
