/**
 * Every external GraphQL request spends its cost from the caller's bucket before it runs, and its answer
 * carries `extensions.cost` (Shopify's shape) and the RateLimit header fields (decision 071). An empty
 * bucket answers 429 with Retry-After; a cost above the bucket's capacity, 400 (no wait would help).
 * Requests without a quota gate (the site's own pages, in-process) are not charged.
 */
import { getOperationAST, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { askToRetryLater, type GraphQLContext } from "../../context";
import { actualQueryCost, queryCost } from "./cost";
import { rateLimitHeaders, type QueryCost } from "./rules";
import type { SpendAnswer } from "./gate";

function refusal(requested: number, answer: SpendAnswer): GraphQLError {
  if (answer.retryAfterSeconds === null) {
    return new GraphQLError(
      `This query costs ${requested} points, more than your bucket holds (${answer.status.maximumAvailable}): ask for fewer items or fields.`,
      { extensions: { code: "MAX_COST_EXCEEDED", http: { status: 400 } } },
    );
  }
  return new GraphQLError(
    `Too many points spent: this query costs ${requested} and ${answer.status.currentlyAvailable} are left. Try again in ${answer.retryAfterSeconds} s.`,
    { extensions: { code: "THROTTLED", http: { status: 429 } } },
  );
}

export const quotaSpent: Plugin = {
  async onExecute({ args, setResultAndStopExecution }) {
    const context = args.contextValue as unknown as GraphQLContext;
    const gate = context.quota;
    const operation = gate ? getOperationAST(args.document, args.operationName ?? undefined) : null;
    if (!gate || !operation) return;
    const requested = queryCost(args.document, operation);
    const answer: SpendAnswer =
      requested === 0 ? { allowed: true, retryAfterSeconds: null, status: await gate.peek() } : await gate.spend(requested);
    Object.assign(context.response.headers, rateLimitHeaders(gate.kind, answer.status));
    if (!answer.allowed) {
      if (answer.retryAfterSeconds !== null) askToRetryLater(context.response, answer.retryAfterSeconds);
      const cost: QueryCost = { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: answer.status };
      setResultAndStopExecution({ errors: [refusal(requested, answer)], extensions: { cost } });
      return;
    }
    return {
      async onExecuteDone({ result, setResult }) {
        if (Symbol.asyncIterator in result) return;
        // The points the answer did not need (lists shorter than asked for) go back to the bucket.
        const actual = Math.min(requested, actualQueryCost(args.document, operation, result.data ?? null));
        let status = answer.status;
        if (actual < requested) {
          status = await gate.refund(requested, actual);
          Object.assign(context.response.headers, rateLimitHeaders(gate.kind, status));
        }
        const cost: QueryCost = { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: status };
        setResult({ ...result, extensions: { ...result.extensions, cost } });
      },
    };
  },
};
