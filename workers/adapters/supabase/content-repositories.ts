/** The offers and plans ports on Supabase: public site content read through PostgREST. */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { OfferRecord, OfferRepository, OfferType } from "../../../graphql/modules/offers/repository";
import type { PlanFeatureMatrix } from "../../../graphql/shared/vocabulary";
import type { PlanFeatureRecord, PlanRecord, PlanRepository } from "../../../graphql/modules/plans/repository";
import { rowsOf } from "./postgrest";

export class SupabaseOfferRepository implements OfferRepository {
  constructor(private readonly db: SupabaseClient) {}

  async list(): Promise<OfferRecord[]> {
    const answer = await this.db.from("offers").select("id,title,description,type,image_url,details").order("position").order("id");
    return rowsOf<{ id: string; title: string; description: string; type: OfferType; image_url: string; details: string }>(
      "offers",
      answer,
    ).map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      type: row.type,
      imageUrl: row.image_url,
      details: row.details,
    }));
  }
}

interface PlanRow {
  id: string;
  name: string;
  price_aed: number;
  description: string;
  cta_label: string;
  popular: boolean;
  note: string | null;
}

interface PlanFeatureRow {
  name: string;
  in_basic: boolean;
  in_premium: boolean;
  in_featured: boolean;
}

export class SupabasePlanRepository implements PlanRepository {
  constructor(private readonly db: SupabaseClient) {}

  async list(): Promise<PlanRecord[]> {
    const answer = await this.db.from("plans").select("id,name,price_aed,description,cta_label,popular,note").order("position").order("id");
    return rowsOf<PlanRow>("plans", answer).map((row) => ({
      id: row.id,
      name: row.name,
      priceAed: Number(row.price_aed),
      description: row.description,
      ctaLabel: row.cta_label,
      popular: row.popular === true,
      note: row.note,
    }));
  }

  async features(matrix: PlanFeatureMatrix): Promise<PlanFeatureRecord[]> {
    const answer = await this.db
      .from("plan_features")
      .select("name,in_basic,in_premium,in_featured")
      .eq("matrix", matrix)
      .order("position");
    return rowsOf<PlanFeatureRow>("plan_features", answer).map((row) => ({
      name: row.name,
      basic: row.in_basic === true,
      premium: row.in_premium === true,
      featured: row.in_featured === true,
    }));
  }
}
