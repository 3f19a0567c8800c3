/**
 * The `File` scalar: a file sent with a GraphQL multipart request (Yoga's support for the GraphQL
 * multipart request spec). Input only; resolvers hand it to the upload pipeline (pipeline.ts).
 */
import { builder } from "../../builder";

export const FileScalar = builder.scalarType("File", {
  description: "A file sent in a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).",
  serialize: () => {
    throw new Error("File is an input-only scalar.");
  },
});
