/** The offers port on D1 (table `offers`). */
import type { OfferRecord, OfferRepository } from "../../../graphql/modules/offers/repository";
import { toOffer, type OfferRow } from "../content-rows";

export class D1OfferRepository implements OfferRepository {
  constructor(private readonly db: D1Database) {}

  async list(): Promise<OfferRecord[]> {
    const { results } = await this.db
      .prepare("SELECT id, title, description, type, image_url, details FROM offers ORDER BY position, id")
      .all<OfferRow>();
    return results.map(toOffer);
  }
}
