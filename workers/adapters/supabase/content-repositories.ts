/** The offers and plans ports on Supabase: public site content read through PostgREST. */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { OfferRecord, OfferRepository } from "../../../graphql/modules/offers/repository";
import type { PlanFeatureMatrix } from "../../../graphql/shared/vocabulary";
import type { PlanFeatureRecord, PlanRecord, PlanRepository } from "../../../graphql/modules/plans/repository";
import { toOffer, toPlan, toPlanFeature, type OfferRow, type PlanFeatureRow, type PlanRow } from "../content-rows";
import { rowsOf } from "./postgrest";

export class SupabaseOfferRepository implements OfferRepository {
  constructor(private readonly db: SupabaseClient) {}

  async list(): Promise<OfferRecord[]> {
    const answer = await this.db.from("offers").select("id,title,description,type,image_url,details").order("position").order("id");
    return rowsOf<OfferRow>("offers", answer).map(toOffer);
  }
}

export class SupabasePlanRepository implements PlanRepository {
  constructor(private readonly db: SupabaseClient) {}

  async list(): Promise<PlanRecord[]> {
    const answer = await this.db.from("plans").select("id,name,price_aed,description,cta_label,popular,note").order("position").order("id");
    return rowsOf<PlanRow>("plans", answer).map(toPlan);
  }

  async features(matrix: PlanFeatureMatrix): Promise<PlanFeatureRecord[]> {
    const answer = await this.db
      .from("plan_features")
      .select("name,in_basic,in_premium,in_featured")
      .eq("matrix", matrix)
      .order("position");
    return rowsOf<PlanFeatureRow>("plan_features", answer).map(toPlanFeature);
  }
}
