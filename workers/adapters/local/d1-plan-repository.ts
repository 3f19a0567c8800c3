/** The plans port on D1 (tables `plans` and `plan_features`). */
import type { PlanFeatureMatrix } from "../../../graphql/shared/vocabulary";
import type { PlanFeatureRecord, PlanRecord, PlanRepository } from "../../../graphql/modules/plans/repository";
import { toPlan, toPlanFeature } from "../content-rows";
import { d1Rows } from "./d1-sql";

export class D1PlanRepository implements PlanRepository {
  constructor(private readonly db: D1Database) {}

  async list(): Promise<PlanRecord[]> {
    return d1Rows(
      this.db.prepare("SELECT id, name, price_aed, description, cta_label, popular, note FROM plans ORDER BY position, id"),
      toPlan,
    );
  }

  async features(matrix: PlanFeatureMatrix): Promise<PlanFeatureRecord[]> {
    const features = this.db.prepare(
      "SELECT name, in_basic, in_premium, in_featured FROM plan_features WHERE matrix = ? ORDER BY position",
    );
    return d1Rows(features.bind(matrix), toPlanFeature);
  }
}
