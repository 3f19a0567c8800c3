/** The Pothos schema builder. Types live in modules/; this file only configures. */
import SchemaBuilder from "@pothos/core";
import type { GraphQLContext } from "./context";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: { File: { Input: File; Output: never } };
}>({
  defaultFieldNullability: false,
});

builder.queryType({
  description: "Public, read-only entry points of the directory API.",
});

builder.mutationType({
  description: "Writes: bookings, registrations, accounts. Expected failures come back as result unions.",
});
