/**
 * Every list in the API is a Relay cursor connection (Pothos's relay plugin: `edges { node cursor }`,
 * `pageInfo { hasNextPage hasPreviousPage startCursor endCursor }`), plus `totalCount`, paged forward
 * with `first` (0 to MAX_PAGE_SIZE) and `after`. A module declares its connection type with
 * `connectionType`, its field's paging arguments with `pagingArgs` (`filteredListArgs` with a filter,
 * read through `checkedFilter`), reads `after` with its list's `cursorCodec` through `afterPosition`,
 * and turns the port's Page into the answer with `toConnection`; a list whose edges carry only their
 * node does the last two with `nodeConnection`.
 *
 * Only forward paging: the ports read forward from a position, so the fields take no `last`/`before`
 * (Relay makes backward paging optional), and the plugin's own `t.connection` (which always adds
 * them) is not used; its connection, edge and PageInfo types are (docs/decisions/038).
 */
import type { ArgBuilder, InputObjectRef, ObjectFieldsShape, ObjectRef } from "@pothos/core";
import type { PageInfoShape } from "@pothos/plugin-relay";
import { GraphQLError } from "graphql";
import { builder, type BuilderTypes } from "../builder";
import { InvalidCursorError, pageSize, type Page } from "./pagination";
import type { CodedMessage } from "./messages";

export interface Edge<Node> {
  node: Node;
  cursor: string;
}

export interface Connection<EdgeShape extends Edge<unknown>> {
  edges: EdgeShape[];
  pageInfo: PageInfoShape;
  totalCount: number;
}

/**
 * `{name}Connection` of `node`s and its `{name}Edge` (the relay plugin's). `edgeFields` adds what else
 * an edge of this list carries (the search's searchedServices). A connection that carries more than
 * the page (the search's criteria) names its shape and adds its fields to the returned ref with
 * builder.objectFields.
 */
export function connectionType<
  NodeShape,
  EdgeShape extends Edge<NodeShape> = Edge<NodeShape>,
  Shape extends Connection<EdgeShape> = Connection<EdgeShape>,
>(
  name: string,
  node: ObjectRef<BuilderTypes, NodeShape>,
  options: { edgeFields?: ObjectFieldsShape<BuilderTypes, EdgeShape>; totalCountDescription?: string } = {},
): ObjectRef<BuilderTypes, Shape> {
  const connection = builder.connectionObject(
    {
      type: node,
      name: `${name}Connection`,
      fields: (t) => ({
        totalCount: t.int({ description: options.totalCountDescription, resolve: (parent) => (parent as unknown as Shape).totalCount }),
      }),
    },
    // The plugin types an edge's fields on its own edge shape; ours carries the extra fields edgeFields reads.
    { name: `${name}Edge`, fields: options.edgeFields as never },
  );
  return connection as unknown as ObjectRef<BuilderTypes, Shape>;
}

/** A connection field's paging arguments, `first` and `after`: `args: { filter, ...pagingArgs(t.arg) }`. */
export function pagingArgs(arg: ArgBuilder<BuilderTypes>) {
  return { first: arg.int({ required: false }), after: arg.string({ required: false }) };
}

/** A filtered list's arguments: its optional `filter` (this input type) and the paging ones: `args: filteredListArgs(t.arg, JobFilterInput)`. */
export function filteredListArgs<Filter>(arg: ArgBuilder<BuilderTypes>, filter: InputObjectRef<BuilderTypes, Filter>) {
  return { filter: arg({ type: filter, required: false }), ...pagingArgs(arg) };
}

/**
 * A page of the port's items, read after the cursor `after` (absent: from the start), as a
 * connection. `edgeOf` gives an item's node (and whatever else its edge carries); it may answer null
 * for an item that has gone between two reads: that edge is left out, while the cursors still follow
 * the port's items. A page read after a cursor has items before it (hasPreviousPage), which Relay
 * lets a forward-only list say cheaply.
 */
export function toConnection<Item, EdgeFields extends { node: unknown }>(
  page: Page<Item>,
  cursorOf: (item: Item) => string,
  edgeOf: (item: Item, index: number) => EdgeFields | null | undefined,
  after: string | null | undefined,
): Connection<EdgeFields & { cursor: string }> {
  const edges: (EdgeFields & { cursor: string })[] = [];
  page.nodes.forEach((item, index) => {
    const fields = edgeOf(item, index);
    if (fields != null) edges.push({ ...fields, cursor: cursorOf(item) });
  });
  const [first, last] = [page.nodes.at(0), page.nodes.at(-1)];
  return {
    edges,
    totalCount: page.totalCount,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: Boolean(after),
      startCursor: first === undefined ? null : cursorOf(first),
      endCursor: last === undefined ? null : cursorOf(last),
    },
  };
}

/**
 * An argument the caller must fix: BAD_USER_INPUT, naming the argument (and its input field, when there
 * is one); with the message's code and values (`messageCode`, `params`) when it has one, so a client
 * can say it in its own language.
 */
export function badUserInput(message: string, argumentName: string, field?: string, coded?: CodedMessage | null): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: "BAD_USER_INPUT",
      argumentName,
      ...(field ? { field } : {}),
      ...(coded ? { messageCode: coded.code, params: coded.params } : {}),
    },
  });
}

/** A list's `filter` argument as its rule normalised it; one the rule refused is BAD_USER_INPUT naming the field at fault. */
export function checkedFilter<Filter>(checked: { ok: true; filter: Filter } | { ok: false; field: string; message: string }): Filter {
  if (!checked.ok) throw badUserInput(checked.message, "filter", checked.field);
  return checked.filter;
}

/** The `after` argument read with a list's codec; a cursor of another list is BAD_USER_INPUT. */
export function afterPosition<Position>(
  codec: { decode(cursor: string | null | undefined): Position | null },
  after: string | null | undefined,
): Position | null {
  try {
    return codec.decode(after);
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      throw badUserInput(error.message, "after");
    }
    throw error;
  }
}

/**
 * A list field's answer when its edges carry only their node: the page `read` gives for `first`
 * (bounded by pageSize) after the position `after` names (read with the list's cursor codec, whose
 * `encode` also makes each node's cursor from its sort-key fields).
 */
export async function nodeConnection<Node extends Position, Position>(
  args: { first?: number | null; after?: string | null },
  cursor: { decode(cursor: string | null | undefined): Position | null; encode(position: Position): string },
  read: (first: number, after: Position | null) => Promise<Page<Node>>,
): Promise<Connection<Edge<Node>>> {
  const page = await read(pageSize(args.first), afterPosition(cursor, args.after));
  return toConnection(
    page,
    (node) => cursor.encode(node),
    (node) => ({ node }),
    args.after,
  );
}
