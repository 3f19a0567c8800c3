/**
 * The `File` scalar: a file sent with a GraphQL multipart request (Yoga's support for the GraphQL
 * multipart request spec). Input only; resolvers hand it to the upload pipeline (pipeline.ts).
 */
import { builder } from "../../builder";
import type { UploadFailedResult } from "./pipeline";

export const FileScalar = builder.scalarType("File", {
  description: "A file sent in a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).",
  serialize: () => {
    throw new Error("File is an input-only scalar.");
  },
});

/** A member of the result union of every mutation that stores a file. */
export const UploadFailed = builder.objectRef<UploadFailedResult>("UploadFailed").implement({
  description: "A file was acceptable but could not be stored (our side): try again. Nothing was registered.",
  fields: (t) => ({
    bucket: t.exposeString("bucket", { description: "The storage bucket, e.g. provider_documents." }),
    message: t.exposeString("message"),
  }),
});
