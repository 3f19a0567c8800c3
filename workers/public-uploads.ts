/**
 * Which `/uploads/…` paths may be served: the object key behind a path, or null for anything that
 * cannot be a public object (answered 404 before storage is asked). Pure, unit-tested.
 */
import { PUBLIC_UPLOADS_PATH } from "./adapters/local/r2-storage";

/** Folders whose objects anyone may read; trade licences stay private. */
const PUBLIC_UPLOAD_PREFIXES = ["provider_documents/logos/", "provider_documents/photos/", "job_postings_assets/", "product_images/"];
/** R2's and Supabase Storage's limit on a key, in UTF-8 bytes; the keys this site writes are far shorter. */
export const MAX_UPLOAD_KEY_BYTES = 1024;

export function publicUploadKey(pathname: string): string | null {
  const key = uploadKey(pathname);
  return key !== null && PUBLIC_UPLOAD_PREFIXES.some((prefix) => key.startsWith(prefix)) ? key : null;
}

/** The object key behind an `/uploads/…` path, public or not; null for one that cannot be a key of this site. */
export function uploadKey(pathname: string): string | null {
  if (!pathname.startsWith(PUBLIC_UPLOADS_PATH)) return null;
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(PUBLIC_UPLOADS_PATH.length));
  } catch {
    return null;
  }
  if (new TextEncoder().encode(key).byteLength > MAX_UPLOAD_KEY_BYTES) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (key.includes("..") || key.includes("//") || /[\u0000-\u001f\u007f\\]/.test(key)) return null;
  return key;
}
