/** The offers port on D1 (table `offers`). */
import type { OfferRecord, OfferRepository } from "../../../graphql/modules/offers/repository";
import { toOffer } from "../content-rows";
import { d1Rows } from "./d1-sql";

export class D1OfferRepository implements OfferRepository {
  constructor(private readonly db: D1Database) {}

  async list(): Promise<OfferRecord[]> {
    return d1Rows(this.db.prepare("SELECT id, title, description, type, image_url, details FROM offers ORDER BY position, id"), toOffer);
  }
}
