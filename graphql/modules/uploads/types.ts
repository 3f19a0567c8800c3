/**
 * The `File` scalar: a file sent with a GraphQL multipart request (Yoga's support for the GraphQL
 * multipart request spec). Input only; resolvers hand it to the upload pipeline (pipeline.ts).
 */
import { GraphQLError } from "graphql";
import { builder } from "../../builder";
import type { UploadFailedResult } from "./pipeline";
import { messageFields } from "../../shared/result-types";

export const FileScalar = builder.scalarType("File", {
  description: "A file sent in a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).",
  serialize: () => {
    throw new Error("File is an input-only scalar.");
  },
  parseValue: (value) => asFile(value),
});

/**
 * What a File argument holds. A multipart part mapped to a file but sent without a file name
 * (`filename=""`, none, or only `filename*=`) reaches us as text, and so does a string in the JSON
 * variables: it is a file without a name, so the pipeline answers the field's own message (nothing
 * chosen, or not a name it accepts) instead of failing on a value that is not a File. Anything else
 * is not a file at all: refused before any resolver runs (HTTP 400).
 */
export function asFile(value: unknown): File {
  if (value instanceof File) return value;
  if (typeof value === "string") return new File([value], "");
  throw new GraphQLError("A File variable takes a file sent in a GraphQL multipart request.", {
    extensions: { code: "BAD_USER_INPUT" },
  });
}

/** A member of the result union of every mutation that stores a file. */
export const UploadFailed = builder.objectRef<UploadFailedResult>("UploadFailed").implement({
  description: "A file was acceptable but could not be stored (our side): try again. Nothing was registered.",
  fields: (t) => ({
    bucket: t.exposeString("bucket", { description: "The storage bucket, e.g. provider_documents." }),
    ...messageFields(t, (result) => result.message),
  }),
});
