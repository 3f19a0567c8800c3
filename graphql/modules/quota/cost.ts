/**
 * A query's cost in points: graphql-armor's cost analysis (the cost limit's, decision 035), run on the
 * operation being executed. Objects 2, scalars 1, each level ×1.5, a literal `first`/`last` multiplies its
 * list; introspection is free. Rounded up to whole points.
 */
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type ValidationContext } from "graphql";

/** Top-level fields that cost nothing: the caller's own bucket (`rateLimit`) and `__typename`. */
const FREE_FIELDS = new Set(["rateLimit", "__typename"]);

interface CostVisitor {
  computeComplexity(node: OperationDefinitionNode): number;
}

/** The operation asks for nothing but free fields (its cost is 0 and nothing is spent). */
export function onlyFreeFields(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && FREE_FIELDS.has(selection.name.value));
}

export function queryCost(document: DocumentNode, operation: OperationDefinitionNode): number {
  if (onlyFreeFields(operation)) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  // The rule's visitor needs only getFragment from a validation context.
  const context = { getFragment: (name: string) => fragments.get(name) } as unknown as ValidationContext;
  const visitor = costLimitRule({})(context) as unknown as CostVisitor;
  return Math.ceil(visitor.computeComplexity(operation));
}
