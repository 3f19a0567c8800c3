/**
 * Accounts' plans on Supabase (0001_baseline.sql), as the caller: row level security
 * shows an account its own row only, and the plan changes only through the two functions, which act
 * on the caller's own row and work out the trial's end in the database (the argument the port
 * passes is the local adapter's; the hosted database never takes it from a caller).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { PlanTier } from "../../../graphql/shared/vocabulary";
import type { SubscriptionRecord, SubscriptionRepository } from "../../../graphql/modules/plans/repository";
import { checked, rowsOf } from "./postgrest";

export interface SubscriptionRow {
  account_id: string;
  plan: PlanTier;
  trial_ends_on: string | null;
}

export const SUBSCRIPTION_COLUMNS = "account_id,plan,trial_ends_on";

export const toSubscription = (accountId: string, row: SubscriptionRow | null | undefined): SubscriptionRecord => ({
  accountId,
  plan: row?.plan ?? "basic",
  trialEndsOn: row?.trial_ends_on ?? null,
});

export class SupabaseSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly db: SupabaseClient) {}

  async forAccount(accountId: string): Promise<SubscriptionRecord> {
    const answer = await this.db.from("subscriptions").select(SUBSCRIPTION_COLUMNS).eq("account_id", accountId).limit(1);
    const [row] = rowsOf("subscriptions", answer) as SubscriptionRow[];
    return toSubscription(accountId, row);
  }

  async subscribeToPremium(accountId: string): Promise<SubscriptionRecord> {
    return this.change("subscribe_to_premium", accountId);
  }

  async cancel(accountId: string): Promise<SubscriptionRecord> {
    return this.change("cancel_subscription", accountId);
  }

  private async change(name: "subscribe_to_premium" | "cancel_subscription", accountId: string): Promise<SubscriptionRecord> {
    const row = checked(name, await this.db.rpc(name)).data as SubscriptionRow | null;
    if (!row || row.account_id !== accountId) throw new Error(`${name} did not answer for the signed-in account.`);
    return toSubscription(accountId, row);
  }
}
