/**
 * The schema evolution check (issue #35, decision 071): the printed schema (schema.graphql) against the last
 * release's (schema.release.graphql), with graphql-js's findBreakingChanges. A breaking change fails the check
 * unless docs/api-changelog.md records it (its description, as printed here, on a line of the changelog);
 * dangerous changes are listed, never fatal. Every deprecation must name its removal date ("Removal: YYYY-MM-DD").
 *
 * Run by the unit stage (tests/unit/schema-evolution.test.ts) and by `npm run schema:check`.
 * At a release: copy schema.graphql over schema.release.graphql.
 */
import {
  buildSchema,
  findBreakingChanges,
  findDangerousChanges,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isInterfaceType,
} from "graphql";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** A change's description as the changelog must hold it: graphql-js's text without its final period. */
const asRecorded = (description) => description.replace(/\.$/, "");

/** The breaking changes from `releaseSdl` to `currentSdl` that `changelog` does not record. */
export function unrecordedBreakingChanges(releaseSdl, currentSdl, changelog) {
  const changes = findBreakingChanges(buildSchema(releaseSdl), buildSchema(currentSdl));
  return changes.filter((change) => !changelog.includes(asRecorded(change.description)));
}

export function dangerousChanges(releaseSdl, currentSdl) {
  return findDangerousChanges(buildSchema(releaseSdl), buildSchema(currentSdl));
}

export const REMOVAL_DATE = /Removal: \d{4}-\d{2}-\d{2}/;

/** Deprecated members of `sdl` whose reason names no removal date. */
export function deprecationsWithoutRemovalDate(sdl) {
  const schema = buildSchema(sdl);
  const missing = [];
  const check = (name, reason) => {
    if (reason != null && !REMOVAL_DATE.test(reason)) missing.push(name);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name}:)`, arg.deprecationReason);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.deprecationReason);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.deprecationReason);
    }
  }
  return missing;
}

/** The check on the repository's files: the problems found (empty: it passes). */
export function checkRepository(root = new URL("../", import.meta.url)) {
  const read = (path) => readFileSync(new URL(path, root), "utf8");
  const current = read("schema.graphql");
  const problems = [
    ...unrecordedBreakingChanges(read("schema.release.graphql"), current, read("docs/api-changelog.md")).map(
      (change) => `Breaking change not recorded in docs/api-changelog.md: ${asRecorded(change.description)}`,
    ),
    ...deprecationsWithoutRemovalDate(current).map((name) => `Deprecated without "Removal: YYYY-MM-DD" in its reason: ${name}`),
  ];
  return { problems, dangerous: dangerousChanges(read("schema.release.graphql"), current).map((change) => asRecorded(change.description)) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { problems, dangerous } = checkRepository();
  for (const description of dangerous) console.warn(`Dangerous (allowed): ${description}`);
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log("Schema evolution: no unrecorded breaking change against schema.release.graphql.");
}
