/** The offers port on D1 (table `offers`, migration 0001). */
import type { OfferRecord, OfferRepository, OfferType } from "../../../graphql/modules/offers/repository";

interface OfferRow {
  id: string;
  title: string;
  description: string;
  type: OfferType;
  image_url: string;
  details: string;
}

export class D1OfferRepository implements OfferRepository {
  constructor(private readonly db: D1Database) {}

  async list(): Promise<OfferRecord[]> {
    const { results } = await this.db
      .prepare("SELECT id, title, description, type, image_url, details FROM offers ORDER BY position, id")
      .all<OfferRow>();
    return results.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      type: row.type,
      imageUrl: row.image_url,
      details: row.details,
    }));
  }
}
