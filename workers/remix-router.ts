/**
 * @remix-run/router for the Worker bundle (wrangler.toml [alias]), with `matchRoutes` remembered per
 * path. Remix matches every request's path against the route tree by flattening and ranking every
 * route and compiling a regular expression per route, each time: the largest single cost of a page
 * request (docs/decisions/028-page-speed.md). For one route tree the answer depends only on the path
 * and basename, so it is computed once per path (up to MAX_PATHS per tree) and copied out to callers.
 * Also makes the bundle hold one copy of the router instead of its CommonJS and ES builds.
 */
import type { matchRoutes as MatchRoutesFunction } from "@remix-run/router";
// A relative path: the alias maps "@remix-run/router" itself to this file.
import * as router from "../node_modules/@remix-run/router/dist/router.js";

export * from "../node_modules/@remix-run/router/dist/router.js";

type MatchRoutes = typeof MatchRoutesFunction;
type Matches = ReturnType<MatchRoutes>;
const matchRoutesEachTime = (router as unknown as { matchRoutes: MatchRoutes }).matchRoutes;

const MAX_PATHS = 1000;
const remembered = new WeakMap<object, Map<string, Matches>>();

export const matchRoutes = ((routes, location, basename = "/") => {
  if (typeof location !== "string") return matchRoutesEachTime(routes, location, basename);
  let byPath = remembered.get(routes);
  if (!byPath) remembered.set(routes, (byPath = new Map()));
  const key = `${basename}\u0000${location}`;
  let matches = byPath.get(key);
  if (matches === undefined) {
    matches = matchRoutesEachTime(routes, location, basename);
    if (byPath.size >= MAX_PATHS) byPath.clear();
    byPath.set(key, matches);
  }
  // Fresh match objects: a caller may keep or change what it gets.
  return matches && matches.map((match) => ({ ...match, params: { ...match.params } }));
}) as MatchRoutes;
