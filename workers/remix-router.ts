/**
 * @remix-run/router for the Worker bundle (wrangler.toml [alias]), with `matchRoutes` remembered per
 * path. Remix matches every request's path against the route tree by flattening and ranking every
 * route and compiling a regular expression per route, each time: the largest single cost of a page
 * request (docs/decisions/028-page-speed.md). The answer depends only on the tree's routes (their ids,
 * paths, index and case flags), the pathname and the basename (asked as a string or a location object), so it is computed once per path (up to
 * MAX_PATHS per tree shape) and copied out to callers with the asking tree's own route objects. The
 * shape, not the tree object, is what is remembered: Remix builds a new tree of the same routes for
 * every render (the server's static router, which `<Scripts>` matches again for lazy route discovery).
 * Also makes the bundle hold one copy of the router instead of its CommonJS and ES builds.
 */
import type { matchRoutes as MatchRoutesFunction } from "@remix-run/router";
// A relative path: the alias maps "@remix-run/router" itself to this file.
import * as router from "../node_modules/@remix-run/router/dist/router.js";

export * from "../node_modules/@remix-run/router/dist/router.js";

type MatchRoutes = typeof MatchRoutesFunction;
type Matches = ReturnType<MatchRoutes>;
type Routes = Parameters<MatchRoutes>[0];
type Route = Routes[number];
const matchRoutesEachTime = (router as unknown as { matchRoutes: MatchRoutes }).matchRoutes;

const MAX_PATHS = 1000;

/** A tree's routes by id and what its matches depend on; null when a route has no id (then only the tree itself is a key). */
interface Tree {
  shape: string;
  byId: Map<string, Route>;
}

const trees = new WeakMap<Routes, Tree | null>();
/** Matches by tree shape, then by basename and path: route ids with their params and pathnames. */
const remembered = new Map<string, Map<string, Matches>>();
/** Trees whose routes lack ids: remembered by the tree object. */
const rememberedByTree = new WeakMap<Routes, Map<string, Matches>>();

function treeOf(routes: Routes): Tree | null {
  let tree = trees.get(routes);
  if (tree === undefined) {
    const byId = new Map<string, Route>();
    const describe = (list: Routes): string | null => {
      const parts: string[] = [];
      for (const route of list) {
        if (typeof route.id !== "string" || byId.has(route.id)) return null;
        byId.set(route.id, route);
        const children = route.children ? describe(route.children) : "";
        if (children === null) return null;
        parts.push(`${JSON.stringify([route.id, route.path ?? null, route.index === true, route.caseSensitive === true])}[${children}]`);
      }
      return parts.join(",");
    };
    const shape = describe(routes);
    tree = shape === null ? null : { shape, byId };
    trees.set(routes, tree);
  }
  return tree;
}

export const matchRoutes = ((routes, location, basename = "/") => {
  // The answer depends on the pathname alone: the static handler and React Router's <Routes> ask with a
  // location object, links and redirects with a string (whose query and hash do not count either).
  const pathname = typeof location === "string" ? location.replace(/[?#].*$/s, "") : location.pathname;
  const tree = treeOf(routes);
  let byPath = tree ? remembered.get(tree.shape) : rememberedByTree.get(routes);
  if (!byPath) {
    byPath = new Map();
    if (tree) remembered.set(tree.shape, byPath);
    else rememberedByTree.set(routes, byPath);
  }
  const key = `${basename}\u0000${pathname || "/"}`;
  let matches = byPath.get(key);
  if (matches === undefined) {
    matches = matchRoutesEachTime(routes, location, basename);
    if (byPath.size >= MAX_PATHS) byPath.clear();
    byPath.set(key, matches);
  }
  // Fresh match objects with this tree's routes: a caller may keep or change what it gets.
  return (
    matches && matches.map((match) => ({ ...match, params: { ...match.params }, route: tree?.byId.get(match.route.id!) ?? match.route }))
  );
}) as MatchRoutes;
