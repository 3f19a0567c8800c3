/**
 * The one upload pipeline. A mutation asks "store this as a logo" (or a trade licence, a product
 * image…) and gets the stored object or a message for the person. In order:
 *
 *  1. the declared size and the name (nothing read yet);
 *  2. what the bytes are (content.ts), against what the purpose accepts and what the name says;
 *     for an image, its width and height from its header (dimensions.ts) against the pixel limit,
 *     the same for every purpose, so nothing ever decodes an oversized picture;
 *  3. public images: decoded and re-encoded as WebP through the image port (metadata gone, bounded
 *     size); a file that does not decode is refused;
 *  4. stored at bucket/folder/timestamp_safe-name.
 *
 * Steps 1–3 are `prepareUpload` and step 4 is `putUpload`, so a form with several files can check
 * them all before storing any; `storeUpload` does both.
 */
import type { Backend } from "../../shared/ports";
import { CONTENT_TYPES, EXTENSIONS, detectContent } from "./content";
import { imageDimensions } from "./dimensions";
import {
  UPLOAD_PURPOSES,
  checkContent,
  checkDeclaredFile,
  checkImageSize,
  safeFileName,
  unreadableImageMessage,
  uploadKey,
  type UploadPurpose,
  type UploadPurposeName,
} from "./rules";
import { say, type SaidMessage } from "../../shared/say";

const DEFAULT_MAX_DIMENSION = 1600;

export interface StoredUpload {
  key: string;
  /** Where a browser loads it; null for private files (trade licences). */
  url: string | null;
  contentType: string;
  size: number;
}

/** A file that passed every check, ready to store. */
export interface PreparedUpload {
  purpose: UploadPurpose;
  originalName: string;
  body: Uint8Array;
  contentType: string;
  extension: string;
}

/** refused: the file itself is not acceptable; failed: ours (storage or image service), try again. */
/** A mutation's answer when an acceptable file could not be stored (GraphQL: UploadFailed). */
export interface UploadFailedResult {
  kind: "UploadFailed";
  bucket: string;
  message: SaidMessage;
}

export type UploadFailure = { ok: false; reason: "refused" | "failed"; message: SaidMessage };
export type PrepareOutcome = { ok: true; prepared: PreparedUpload } | UploadFailure;
export type UploadOutcome = { ok: true; upload: StoredUpload } | UploadFailure;

/** What a pipeline needs of the backend. */
export type UploadPorts = Pick<Backend, "storage" | "images" | "clock">;

/** The message when storing fails on our side; the details go to the log, not to the person. */
export const UPLOAD_FAILED_MESSAGE = say("UPLOAD_NOT_STORED");

const refused = (message: SaidMessage): UploadFailure => ({ ok: false, reason: "refused", message });

function failed(purpose: UploadPurpose, error: unknown): UploadFailure {
  console.error(`Storing a ${purpose.label} failed:`, error);
  return { ok: false, reason: "failed", message: UPLOAD_FAILED_MESSAGE };
}

/** A form's file input with nothing chosen still sends a part: no name, no bytes. That is no file. */
export const chosenFile = (file: File | null | undefined): File | null => (file && (file.size > 0 || file.name !== "") ? file : null);

export async function prepareUpload(ports: UploadPorts, purposeName: UploadPurposeName, file: File): Promise<PrepareOutcome> {
  const purpose: UploadPurpose = UPLOAD_PURPOSES[purposeName];
  const declared = checkDeclaredFile(purpose, file);
  if (declared) return refused(declared);

  const bytes = new Uint8Array(await file.arrayBuffer());
  // A File's size is its byte length, but what is read is what counts.
  const read = checkDeclaredFile(purpose, { name: file.name, size: bytes.byteLength });
  if (read) return refused(read);
  const content = detectContent(bytes);
  const problem = checkContent(purpose, file.name, content);
  if (problem || !content.accepted) return refused(problem ?? say("UPLOAD_NOT_ACCEPTED"));
  const oversized =
    content.kind === "pdf" || content.kind === "docx" ? null : checkImageSize(purpose, imageDimensions(bytes, content.kind));
  if (oversized) return refused(oversized);

  if (purpose.visibility === "private") {
    return {
      ok: true,
      prepared: {
        purpose,
        originalName: file.name,
        body: bytes,
        contentType: CONTENT_TYPES[content.kind],
        extension: EXTENSIONS[content.kind][0]!,
      },
    };
  }
  try {
    const webp = await ports.images.toWebp(bytes, purpose.maxDimension ?? DEFAULT_MAX_DIMENSION);
    if (!webp) return refused(unreadableImageMessage(purpose));
    const output = detectContent(webp);
    if (!output.accepted || output.kind !== "webp") throw new Error(`The image service returned ${output.kind}, not WebP.`);
    return { ok: true, prepared: { purpose, originalName: file.name, body: webp, contentType: CONTENT_TYPES.webp, extension: "webp" } };
  } catch (error) {
    return failed(purpose, error);
  }
}

export async function putUpload(ports: UploadPorts, prepared: PreparedUpload): Promise<UploadOutcome> {
  const { purpose, body, contentType } = prepared;
  const key = uploadKey(purpose, safeFileName(prepared.originalName, prepared.extension), ports.clock.now());
  try {
    await ports.storage.put(key, body.slice().buffer, contentType);
  } catch (error) {
    return failed(purpose, error);
  }
  return {
    ok: true,
    upload: { key, url: purpose.visibility === "public" ? ports.storage.publicUrl(key) : null, contentType, size: body.byteLength },
  };
}

export async function storeUpload(ports: UploadPorts, purposeName: UploadPurposeName, file: File): Promise<UploadOutcome> {
  const prepared = await prepareUpload(ports, purposeName, file);
  return prepared.ok ? putUpload(ports, prepared.prepared) : prepared;
}

/** A form's file input checked for its purpose; null when nothing was chosen (see chosenFile). */
export async function prepareChosen(ports: UploadPorts, purposeName: UploadPurposeName, file: File | null | undefined) {
  const chosen = chosenFile(file);
  return chosen ? prepareUpload(ports, purposeName, chosen) : null;
}

/**
 * The message to show beside a file input: `requiredMessage` when nothing was chosen, the refusal
 * when the file itself is not acceptable; undefined when it is fine, or when it failed on our side
 * (storeChecked answers that one).
 */
export function fileFieldError(outcome: PrepareOutcome | null, requiredMessage?: SaidMessage): SaidMessage | undefined {
  if (!outcome) return requiredMessage;
  return !outcome.ok && outcome.reason === "refused" ? outcome.message : undefined;
}

/** Stores a checked file for a mutation: the stored upload, or the mutation's UploadFailed answer. */
export async function storeChecked(
  ports: UploadPorts,
  purposeName: UploadPurposeName,
  outcome: PrepareOutcome,
): Promise<{ kind: "Stored"; upload: StoredUpload } | UploadFailedResult> {
  const stored = outcome.ok ? await putUpload(ports, outcome.prepared) : outcome;
  if (stored.ok) return { kind: "Stored", upload: stored.upload };
  return { kind: "UploadFailed", bucket: UPLOAD_PURPOSES[purposeName].bucket, message: stored.message };
}
