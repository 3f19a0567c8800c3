/** The offers port: the site-wide promotions of the offers page. */
export const OFFER_TYPES = ["Package Deal", "Weekly Deal", "Welcome Offer", "Membership Perk"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export interface OfferRecord {
  id: string;
  title: string;
  description: string;
  type: OfferType;
  imageUrl: string;
  /** The longer text shown when an offer is opened. */
  details: string;
}

export interface OfferRepository {
  /** Every current offer, in display order. */
  list(): Promise<OfferRecord[]>;
}
