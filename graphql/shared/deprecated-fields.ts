/**
 * Schema evolution (issue #35, decision 071): an answer to a request that used deprecated schema members
 * names them in `Glow-Deprecated-Fields` (e.g. `Provider.openingHours`), so a partner sees what to move off
 * before the removal date the deprecation reason gives. Output fields, arguments and input fields written in
 * the document, and enum values written as literals; values passed in variables are not looked into.
 */
import {
  getNamedType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import type { GraphQLContext } from "../context";

export const DEPRECATED_FIELDS_HEADER = "Glow-Deprecated-Fields";

/** The deprecated members an operation of `document` uses, as `Type.field`, `Type.field(argument:)`, `Enum.VALUE`. */
export function deprecatedMembersUsed(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): string[] {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return [];
  const used = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  // The operation and every fragment (a fragment unused by it costs a false positive at worst, never a miss).
  const definitions = document.definitions.filter((definition) => definition === operation || definition.kind === "FragmentDefinition");
  for (const definition of definitions) {
    visit(
      definition,
      visitWithTypeInfo(typeInfo, {
        Field() {
          const field = typeInfo.getFieldDef();
          const parent = typeInfo.getParentType();
          if (field?.deprecationReason != null && parent) used.add(`${parent.name}.${field.name}`);
        },
        Argument() {
          const argument = typeInfo.getArgument();
          const field = typeInfo.getFieldDef();
          const parent = typeInfo.getParentType();
          if (argument?.deprecationReason != null && field && parent) used.add(`${parent.name}.${field.name}(${argument.name}:)`);
        },
        ObjectField(node) {
          const parent = getNamedType(typeInfo.getParentInputType());
          const field = isInputObjectType(parent) ? parent.getFields()[node.name.value] : undefined;
          if (field?.deprecationReason != null) used.add(`${parent!.name}.${field.name}`);
        },
        EnumValue(node) {
          const type = getNamedType(typeInfo.getInputType());
          const value = isEnumType(type) ? type.getValue(node.value) : undefined;
          if (value?.deprecationReason != null) used.add(`${type!.name}.${value.name}`);
        },
      }),
    );
  }
  return [...used].sort();
}

/** Per parsed document (Yoga caches them per query text) and operation name: computed once. */
const seen = new WeakMap<DocumentNode, Map<string, string[]>>();

export const deprecatedFieldsNamed: Plugin = {
  onExecute({ args }) {
    const context = args.contextValue as unknown as GraphQLContext;
    let byOperation = seen.get(args.document);
    if (!byOperation) seen.set(args.document, (byOperation = new Map()));
    const name = args.operationName ?? "";
    let used = byOperation.get(name);
    if (!used) byOperation.set(name, (used = deprecatedMembersUsed(args.schema, args.document, args.operationName)));
    if (used.length) context.response.headers[DEPRECATED_FIELDS_HEADER] = used.join(", ");
  },
};
