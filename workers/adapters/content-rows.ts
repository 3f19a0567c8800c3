/**
 * The public content tables' rows (offers, plans, plan_features) as both databases return them,
 * and their records. Flags are 0/1 in D1 and booleans in PostgreSQL: both read as `=== 1 || === true`.
 */
import type { OfferRecord, OfferType } from "../../graphql/modules/offers/repository";
import type { PlanFeatureRecord, PlanRecord } from "../../graphql/modules/plans/repository";

export type Flag = number | boolean;
export const isSet = (flag: Flag) => flag === 1 || flag === true;

export interface OfferRow {
  id: string;
  title: string;
  description: string;
  type: OfferType;
  image_url: string;
  details: string;
}

export interface PlanRow {
  id: string;
  name: string;
  price_aed: number | string;
  description: string;
  cta_label: string;
  popular: Flag;
  note: string | null;
}

export interface PlanFeatureRow {
  name: string;
  in_basic: Flag;
  in_premium: Flag;
  in_featured: Flag;
}

export const toOffer = (row: OfferRow): OfferRecord => ({
  id: row.id,
  title: row.title,
  description: row.description,
  type: row.type,
  imageUrl: row.image_url,
  details: row.details,
});

export const toPlan = (row: PlanRow): PlanRecord => ({
  id: row.id,
  name: row.name,
  priceAed: Number(row.price_aed),
  description: row.description,
  ctaLabel: row.cta_label,
  popular: isSet(row.popular),
  note: row.note,
});

export const toPlanFeature = (row: PlanFeatureRow): PlanFeatureRecord => ({
  name: row.name,
  basic: isSet(row.in_basic),
  premium: isSet(row.in_premium),
  featured: isSet(row.in_featured),
});
