/**
 * The one shape of a "one thing by id" read (`job(id)`, `product(id)`, `provider(id)`,
 * `businessRegistration(id)`, `registrationForReview(id)`): a required `id` argument and a nullable
 * answer, null when there is none or when the caller may not see it (the answer is the same, so ids
 * reveal nothing).
 */
import type { ArgBuilder } from "@pothos/core";
import type { BuilderTypes } from "../builder";
import type { GraphQLContext } from "../context";

/**
 * The field options of a read by id, spread into the field beside its type, description and scope:
 * `t.field({ type: Job, description, ...readById(t.arg, (id, ctx) => jobFor(ctx.backend, …, id)) })`.
 */
export function readById<Shape>(arg: ArgBuilder<BuilderTypes>, read: (id: string, ctx: GraphQLContext) => Promise<Shape | null>) {
  return {
    nullable: true,
    args: { id: arg.id({ required: true }) },
    resolve: (_root: unknown, args: { id: string | number }, ctx: GraphQLContext) => read(String(args.id), ctx),
  } as const;
}
