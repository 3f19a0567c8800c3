/**
 * Accounts' plans on D1 (table `subscriptions`). Each write is one statement, so
 * concurrent subscribe or cancel requests cannot interleave; the conditions mirror the plan rules
 * (graphql/modules/plans/rules.ts) and the hosted functions.
 */
import type { PlanTier } from "../../../graphql/shared/vocabulary";
import type { SubscriptionRecord, SubscriptionRepository } from "../../../graphql/modules/plans/repository";

interface SubscriptionRow {
  plan: PlanTier;
  trial_ends_on: string | null;
}

export class D1SubscriptionRepository implements SubscriptionRepository {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date,
  ) {}

  async forAccount(accountId: string): Promise<SubscriptionRecord> {
    const row = await this.db
      .prepare("SELECT plan, trial_ends_on FROM subscriptions WHERE account_id = ?1")
      .bind(accountId)
      .first<SubscriptionRow>();
    return { accountId, plan: row?.plan ?? "basic", trialEndsOn: row?.trial_ends_on ?? null };
  }

  async subscribeToPremium(accountId: string, trialEndsOn: string): Promise<SubscriptionRecord> {
    await this.db
      .prepare(
        `INSERT INTO subscriptions (account_id, plan, trial_ends_on, updated_at) VALUES (?1, 'premium', ?2, ?3)
         ON CONFLICT (account_id) DO UPDATE
           SET plan = 'premium', trial_ends_on = COALESCE(subscriptions.trial_ends_on, excluded.trial_ends_on),
               updated_at = excluded.updated_at
           WHERE subscriptions.plan = 'basic'`,
      )
      .bind(accountId, trialEndsOn, this.now().toISOString())
      .run();
    return this.forAccount(accountId);
  }

  async cancel(accountId: string): Promise<SubscriptionRecord> {
    await this.db
      .prepare("UPDATE subscriptions SET plan = 'basic', updated_at = ?2 WHERE account_id = ?1 AND plan <> 'basic'")
      .bind(accountId, this.now().toISOString())
      .run();
    return this.forAccount(accountId);
  }
}
