/**
 * The `plans` and `planFeatures` queries (pricing and subscription pages), the account's plan, and
 * `subscribeToPremium` / `cancelSubscription`.
 */
import { builder } from "../../builder";
import { dubaiNow } from "../../shared/dubai-time";
import { Account, PlanTierEnum } from "../accounts/types";
import { messageFields, NotSignedIn, resultMembers, resultUnion } from "../../shared/result-types";
import { formatPriceAed } from "../providers/format";
import { vocabularyEnum } from "../../shared/enum-type";
import { PLAN_FEATURE_MATRICES } from "../../shared/vocabulary";
import { inLocale, type ApiLocale } from "../../shared/vocabulary-ar";
import { chosenLocale, localeArg } from "../../shared/locale-type";
import type { PlanFeatureRecord, PlanRecord } from "./repository";
import { freeUntil, type PremiumRequired } from "./rules";
import { allowedTo } from "../../shared/authorisation";
import { cancelSubscription, NOT_SIGNED_IN_MESSAGE, subscribeToPremium, subscriptionOf, type SubscriptionResult } from "./service";

const Plan = builder.objectRef<PlanRecord>("Plan").implement({
  description: "A subscription plan for business owners.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "'basic', 'premium' or 'featured'." }),
    name: t.exposeString("name"),
    priceAed: t.exposeInt("priceAed", { description: "Monthly price in UAE dirhams." }),
    price: t.string({ description: "Display price, e.g. 'AED 100'.", resolve: (plan) => formatPriceAed(plan.priceAed) }),
    description: t.exposeString("description"),
    ctaLabel: t.exposeString("ctaLabel", { description: "The call to action, e.g. 'Go Premium'." }),
    popular: t.exposeBoolean("popular", { description: "Highlighted as the popular choice." }),
    note: t.exposeString("note", { nullable: true, description: "e.g. 'First 3 months FREE!'" }),
  }),
});

const PlanFeature = builder.objectRef<PlanFeatureRecord>("PlanFeature").implement({
  description: "One row of a feature matrix: which plans include it.",
  fields: (t) => ({
    name: t.exposeString("name"),
    basic: t.exposeBoolean("basic", { description: "Included in Basic (free)." }),
    premium: t.exposeBoolean("premium"),
    featured: t.exposeBoolean("featured", { description: "Included in Featured (the top tier)." }),
  }),
});

const PlanFeatureMatrixEnum = vocabularyEnum(
  "PlanFeatureMatrix",
  PLAN_FEATURE_MATRICES,
  "PRICING: the /pricing page's matrix. SUBSCRIPTION: the subscription page's.",
);

function localisePlans(plans: PlanRecord[], locale: ApiLocale): PlanRecord[] {
  return plans.map((plan) => ({
    ...plan,
    name: inLocale(plan.name, locale),
    description: inLocale(plan.description, locale),
    ctaLabel: inLocale(plan.ctaLabel, locale),
    note: plan.note === null ? null : inLocale(plan.note, locale),
  }));
}

builder.queryFields((t) => ({
  plans: t.field({
    type: [Plan],
    description: "Every plan, cheapest first, its texts in the language asked for.",
    args: { locale: t.arg(localeArg()) },
    resolve: async (_root, args, ctx) => localisePlans(await ctx.backend.plans.list(), chosenLocale(args.locale, ctx)),
  }),
  planFeatures: t.field({
    type: [PlanFeature],
    description: "A feature matrix, in display order, its names in the language asked for.",
    args: { matrix: t.arg({ type: PlanFeatureMatrixEnum, required: true }), locale: t.arg(localeArg()) },
    resolve: async (_root, args, ctx) => {
      const locale = chosenLocale(args.locale, ctx);
      return (await ctx.backend.plans.features(args.matrix)).map((feature) => ({ ...feature, name: inLocale(feature.name, locale) }));
    },
  }),
}));

// ---------------------------------------------------------------------------
// The account's plan, kept on the server (issue 15)
// ---------------------------------------------------------------------------

builder.objectFields(Account, (t) => ({
  plan: t.field({
    type: PlanTierEnum,
    description: "The account's plan (BASIC until it subscribes). Read it as the account itself, e.g. through `viewer`.",
    resolve: async (user, _args, ctx) => (await subscriptionOf(ctx, user.id)).plan,
  }),
  trialEndsOn: t.string({
    nullable: true,
    description:
      "The last free day of Premium's first 3 months ('YYYY-MM-DD', Asia/Dubai), once Premium was first taken; kept after cancelling.",
    resolve: async (user, _args, ctx) => (await subscriptionOf(ctx, user.id)).trialEndsOn,
  }),
  freeUntil: t.string({
    nullable: true,
    description: "While on Premium within the free months: their last day ('Free until …'); null otherwise.",
    resolve: async (user, _args, ctx) => freeUntil(await subscriptionOf(ctx, user.id), dubaiNow(ctx.backend.clock.now()).date),
  }),
}));

/** A premium action or read refused to an account on Basic: the page offers the subscription. */
export const PremiumRequiredRef = builder.objectRef<PremiumRequired>("PremiumRequired").implement({
  description: "The account's plan does not include this feature: nothing was read or changed. Subscribe to Premium first.",
  fields: (t) => ({
    feature: t.exposeString("feature", { description: "The feature's name, e.g. 'Offer Placement'." }),
    ...messageFields(t, (result) => result.message, "'Access to {feature} requires an active subscription.'"),
  }),
});

const SubscriptionChanged = resultMembers<SubscriptionResult>()("SubscriptionChanged").implement({
  description: "The account's plan after the change (unchanged when it was already so).",
  fields: (t) => ({
    account: t.field({ type: Account, resolve: (result) => result.user }),
  }),
});

const SubscriptionResultRef = resultUnion<SubscriptionResult>("SubscriptionResult", { types: [SubscriptionChanged, NotSignedIn] });

builder.mutationFields((t) => ({
  subscribeToPremium: t.field({
    type: SubscriptionResultRef,
    description:
      "Moves the signed-in account from Basic to Premium. The first subscription starts the free first 3 months " +
      "(see Account.trialEndsOn). No payment is taken yet. On Premium already: nothing changes.",
    ...allowedTo({ signIn: NOT_SIGNED_IN_MESSAGE }),
    resolve: (_root, _args, ctx) => subscribeToPremium(ctx),
  }),
  cancelSubscription: t.field({
    type: SubscriptionResultRef,
    description: "Moves the signed-in account back to Basic (the free months are not given again).",
    ...allowedTo({ signIn: NOT_SIGNED_IN_MESSAGE }),
    resolve: (_root, _args, ctx) => cancelSubscription(ctx),
  }),
}));
