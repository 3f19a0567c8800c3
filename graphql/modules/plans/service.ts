/**
 * An account's plan: read once per operation, changed only by the account itself through
 * subscribeToPremium / cancelSubscription. The rules are rules.ts; storage is the port's.
 */
import type { GraphQLContext } from "../../context";
import { dubaiNow } from "../../shared/dubai-time";
import type { AuthUser } from "../accounts/auth-port";
import { requireViewer } from "../../shared/authorisation";
import type { NotSignedInResult } from "../../shared/results";
import type { SubscriptionRecord } from "./repository";
import { trialEndsOn } from "./rules";
import { say } from "../../shared/say";

export const NOT_SIGNED_IN_MESSAGE = say("SUBSCRIPTION_SIGN_IN");

export type SubscriptionResult = { kind: "SubscriptionChanged"; user: AuthUser; subscription: SubscriptionRecord } | NotSignedInResult;

/** The account's plan as this operation knows it. */
export function subscriptionOf(ctx: GraphQLContext, accountId: string): Promise<SubscriptionRecord> {
  let known = ctx.subscriptions.get(accountId);
  if (!known) {
    known = ctx.backend.subscriptions.forAccount(accountId);
    ctx.subscriptions.set(accountId, known);
  }
  return known;
}

async function changed(ctx: GraphQLContext, user: AuthUser, change: Promise<SubscriptionRecord>): Promise<SubscriptionResult> {
  ctx.subscriptions.set(user.id, change);
  return { kind: "SubscriptionChanged", user, subscription: await change };
}

/**
 * No payment yet: subscribing is free, and Premium's first months are free anyway. The field's
 * signedIn scope has allowed the caller; called without one, it fails closed (requireViewer throws).
 */
export async function subscribeToPremium(ctx: GraphQLContext): Promise<SubscriptionResult> {
  const viewer = await requireViewer(ctx);
  const today = dubaiNow(ctx.backend.clock.now()).date;
  return changed(ctx, viewer, ctx.backend.subscriptions.subscribeToPremium(viewer.id, trialEndsOn(today)));
}

export async function cancelSubscription(ctx: GraphQLContext): Promise<SubscriptionResult> {
  const viewer = await requireViewer(ctx);
  return changed(ctx, viewer, ctx.backend.subscriptions.cancel(viewer.id));
}
