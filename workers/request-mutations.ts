/**
 * Whether the request being handled ran a GraphQL mutation (its own, or a page action's in-process).
 * Only a mutation can write outbox events (they are written by the database's triggers on what
 * mutations change), so only then does the Worker look for events to hand to the queue: the many
 * POSTs that only read (partner apps' and the pages' GraphQL queries) cost no extra D1 read.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const current = new AsyncLocalStorage<{ mutated: boolean }>();

/** Runs one request, telling whether a mutation ran in it. */
export async function watchMutations<T>(handle: () => Promise<T>): Promise<{ result: T; mutated: boolean }> {
  const state = { mutated: false };
  const result = await current.run(state, handle);
  return { result, mutated: state.mutated };
}

/** For the GraphQL server's `onMutation`: the current request has run a mutation. */
export function mutationRan(): void {
  const state = current.getStore();
  if (state) state.mutated = true;
}
