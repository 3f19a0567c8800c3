/** The plans port on D1 (tables `plans` and `plan_features`, migration 0001). */
import type { PlanFeatureMatrix } from "../../../graphql/shared/vocabulary";
import type { PlanFeatureRecord, PlanRecord, PlanRepository } from "../../../graphql/modules/plans/repository";

interface PlanRow {
  id: string;
  name: string;
  price_aed: number;
  description: string;
  cta_label: string;
  popular: number;
  note: string | null;
}

interface PlanFeatureRow {
  name: string;
  in_basic: number;
  in_premium: number;
  in_featured: number;
}

export class D1PlanRepository implements PlanRepository {
  constructor(private readonly db: D1Database) {}

  async list(): Promise<PlanRecord[]> {
    const { results } = await this.db
      .prepare("SELECT id, name, price_aed, description, cta_label, popular, note FROM plans ORDER BY position, id")
      .all<PlanRow>();
    return results.map((row) => ({
      id: row.id,
      name: row.name,
      priceAed: row.price_aed,
      description: row.description,
      ctaLabel: row.cta_label,
      popular: row.popular === 1,
      note: row.note,
    }));
  }

  async features(matrix: PlanFeatureMatrix): Promise<PlanFeatureRecord[]> {
    const { results } = await this.db
      .prepare("SELECT name, in_basic, in_premium, in_featured FROM plan_features WHERE matrix = ? ORDER BY position")
      .bind(matrix)
      .all<PlanFeatureRow>();
    return results.map((row) => ({
      name: row.name,
      basic: row.in_basic === 1,
      premium: row.in_premium === 1,
      featured: row.in_featured === 1,
    }));
  }
}
