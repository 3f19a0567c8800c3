/**
 * A query's cost in points: graphql-armor's cost analysis (the cost limit's, decision 035), run on the
 * operation being executed. Objects 2, scalars 1, each level ×1.5, a literal `first`/`last` multiplies its
 * list; introspection is free. Rounded up to whole points.
 */
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type FragmentSpreadNode,
  type InlineFragmentNode,
  type OperationDefinitionNode,
  type ValidationContext,
} from "graphql";

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

const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_FACTOR = 1.5;

type Node = OperationDefinitionNode | FieldNode | InlineFragmentNode | FragmentSpreadNode | FragmentDefinitionNode;

/** The items a field's value holds: a list's length, or (a connection) the longest list directly inside it. */
function itemsIn(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value === null || typeof value !== "object") return 0;
  let most = 0;
  for (const inner of Object.values(value)) if (Array.isArray(inner)) most = Math.max(most, inner.length);
  return most;
}

/** The objects a selection below `values` applies to (lists flattened). */
function objectsIn(values: readonly unknown[]): Record<string, unknown>[] {
  const objects: Record<string, unknown>[] = [];
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (value !== null && typeof value === "object") objects.push(value as Record<string, unknown>);
  };
  values.forEach(add);
  return objects;
}

/**
 * The actual cost of an executed operation: the same arithmetic as graphql-armor's (checked against it in
 * tests/unit/quota-cost.test.ts), except that a literal `first`/`last` multiplies by the items the answer
 * holds (the longest such list among the field's answers), never by more than was asked for. An answer
 * that holds what was asked for costs exactly the requested cost.
 */
export function actualQueryCost(document: DocumentNode, operation: OperationDefinitionNode, data: unknown): number {
  if (onlyFreeFields(operation)) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const complexity = (node: Node, values: readonly unknown[]): number => {
    if (node.kind === Kind.OPERATION_DEFINITION) {
      return node.selectionSet.selections.reduce((sum, child) => sum + complexity(child, values), 0);
    }
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(node.name.value);
      return SCALAR_COST + (fragment ? DEPTH_FACTOR * complexity(fragment, values) : 0);
    }
    if (node.kind === Kind.FIELD && node.name.value === "__schema") return 0; // introspection is free, as graphql-armor counts it
    if (!node.selectionSet) return SCALAR_COST;
    let below = values;
    let multiplier = 1;
    if (node.kind === Kind.FIELD) {
      const key = node.alias?.value ?? node.name.value;
      const answers = objectsIn(values).map((object) => object[key]);
      below = answers;
      const limit = node.arguments?.find((argument) => argument.name.value === "first" || argument.name.value === "last");
      if (limit?.value.kind === Kind.INT) {
        const asked = Math.max(parseInt(limit.value.value, 10) || 1, 1);
        const held = answers.reduce<number>((most, answer) => Math.max(most, itemsIn(answer)), 0);
        multiplier = Math.max(1, Math.min(asked, held));
      }
    }
    let cost = OBJECT_COST;
    for (const child of node.selectionSet.selections) cost += DEPTH_FACTOR * complexity(child, below);
    return cost * multiplier;
  };
  return Math.ceil(complexity(operation, [data]));
}
