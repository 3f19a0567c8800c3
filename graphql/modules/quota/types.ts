/** `rateLimit`: the caller's quota bucket, read without spending (decision 071). */
import { builder } from "../../builder";
import type { ThrottleStatus } from "./rules";

const RateLimitStatus = builder.objectRef<ThrottleStatus>("RateLimitStatus").implement({
  description: "A caller's bucket of points (issue #35): each request spends its query cost; the bucket refills continuously.",
  fields: (t) => ({
    maximumAvailable: t.exposeInt("maximumAvailable", { description: "The most points the bucket holds." }),
    currentlyAvailable: t.exposeInt("currentlyAvailable", { description: "The points it holds now." }),
    restoreRate: t.exposeInt("restoreRate", { description: "Points restored per second." }),
  }),
});

builder.queryField("rateLimit", (t) =>
  t.field({
    type: RateLimitStatus,
    nullable: true,
    description:
      "Your bucket (per API key, or per address without one), read without cost. Null for the site's own pages, which are not charged.",
    resolve: (_root, _args, context) => context.quota?.status() ?? null,
  }),
);
