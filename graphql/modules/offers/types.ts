/** The `offers` query: the offers page's promotions. */
import { builder } from "../../builder";
import type { OfferRecord } from "./repository";

const Offer = builder.objectRef<OfferRecord>("Offer").implement({
  description: "A site-wide promotion.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    description: t.exposeString("description", { description: "One-line summary shown on the card." }),
    type: t.exposeString("type", { description: "'Package Deal', 'Weekly Deal', 'Welcome Offer' or 'Membership Perk'." }),
    imageUrl: t.exposeString("imageUrl"),
    details: t.exposeString("details", { description: "Terms and how to redeem, shown when the offer is opened." }),
  }),
});

builder.queryFields((t) => ({
  offers: t.field({
    type: [Offer],
    description: "Current offers, in display order.",
    resolve: (_root, _args, ctx) => ctx.backend.offers.list(),
  }),
}));
