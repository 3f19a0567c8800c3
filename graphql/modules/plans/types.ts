/** The `plans` and `planFeatures` queries (pricing and subscription pages). */
import { builder } from "../../builder";
import { formatPriceAed } from "../providers/format";
import { PLAN_FEATURE_MATRICES, type PlanFeatureMatrix, type PlanFeatureRecord, type PlanRecord } from "./repository";

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

const PlanFeatureMatrixEnum = builder.enumType("PlanFeatureMatrix", {
  description: "PRICING: the /pricing page's matrix. SUBSCRIPTION: the subscription page's.",
  values: Object.fromEntries(PLAN_FEATURE_MATRICES.map((matrix) => [matrix.toUpperCase(), { value: matrix }])) as Record<
    string,
    { value: PlanFeatureMatrix }
  >,
});

builder.queryFields((t) => ({
  plans: t.field({
    type: [Plan],
    description: "Every plan, cheapest first.",
    resolve: (_root, _args, ctx) => ctx.backend.plans.list(),
  }),
  planFeatures: t.field({
    type: [PlanFeature],
    description: "A feature matrix, in display order.",
    args: { matrix: t.arg({ type: PlanFeatureMatrixEnum, required: true }) },
    resolve: (_root, args, ctx) => ctx.backend.plans.features(args.matrix),
  }),
}));
