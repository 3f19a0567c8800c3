/**
 * The object-storage port on Supabase Storage. A key's first segment is its bucket
 * (provider_documents, job_postings_assets, product_images) and the rest its path there, e.g.
 * `product_images/products/1732186800000_serum.png`. Uploads and downloads run as the caller, so
 * the storage policies (0001_baseline.sql) decide: anyone may upload under the spec's name pattern,
 * trade licences cannot be read back through the API.
 *
 * Browsers load public objects from this Worker's /uploads/{key} route (as with the local adapter),
 * which fetches them here: it serves them with nosniff and a sandboxing CSP, keeps the page's
 * `img-src 'self'`, and works for the logos kept in the private provider_documents bucket.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { ObjectStorage, StoredObject } from "../../../graphql/shared/ports";
import { SupabaseRequestError } from "./postgrest";

export const BUCKETS = ["provider_documents", "job_postings_assets", "product_images"] as const;
const UPLOADS_PATH = "/uploads/";
const ONE_YEAR_SECONDS = "31536000";

function locate(key: string): { bucket: string; path: string } | null {
  const slash = key.indexOf("/");
  if (slash <= 0) return null;
  const bucket = key.slice(0, slash);
  const path = key.slice(slash + 1);
  if (!(BUCKETS as readonly string[]).includes(bucket) || !path || path.split("/").includes("..")) return null;
  return { bucket, path };
}

interface StorageFailure {
  message: string;
  status?: number;
  statusCode?: string;
}

const isNotFound = (error: StorageFailure) => error.status === 404 || error.statusCode === "404" || /not[ _]found/i.test(error.message);

export class SupabaseStorage implements ObjectStorage {
  constructor(
    private readonly db: SupabaseClient,
    private readonly origin: string,
  ) {}

  async put(key: string, body: ArrayBuffer, contentType: string): Promise<void> {
    const place = locate(key);
    if (!place) throw new Error(`Not a storage key of this site: ${key}`);
    // Never upsert: each upload has a fresh timestamped name, and overwriting would need read access.
    const { error } = await this.db.storage
      .from(place.bucket)
      .upload(place.path, body, { contentType, upsert: false, cacheControl: ONE_YEAR_SECONDS });
    if (error) {
      const failure = error as StorageFailure;
      throw new SupabaseRequestError(`upload to ${place.bucket}`, failure.status ?? 0, failure.statusCode ?? null, error.message);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const place = locate(key);
    if (!place) return null;
    const { data, error } = await this.db.storage.from(place.bucket).download(place.path);
    if (error) {
      const failure = error as StorageFailure;
      // Missing, or hidden from this caller by the policies: either way there is nothing to serve.
      if (isNotFound(failure) || failure.status === 403 || failure.statusCode === "403") return null;
      throw new SupabaseRequestError(`download from ${place.bucket}`, failure.status ?? 0, failure.statusCode ?? null, error.message);
    }
    return {
      key,
      body: data.stream(),
      contentType: data.type || "application/octet-stream",
      size: data.size,
    };
  }

  /**
   * Removes an object (the outbox's sweep, with the service-role client: no policy lets an API role delete).
   * A key of no bucket names nothing to remove; a missing object is removed already.
   */
  async remove(key: string): Promise<void> {
    const place = locate(key);
    if (!place) return;
    const { error } = await this.db.storage.from(place.bucket).remove([place.path]);
    if (error && !isNotFound(error as StorageFailure)) {
      const failure = error as StorageFailure;
      throw new SupabaseRequestError(`remove from ${place.bucket}`, failure.status ?? 0, failure.statusCode ?? null, error.message);
    }
  }

  publicUrl(key: string): string {
    return `${this.origin}${UPLOADS_PATH}${key.split("/").map(encodeURIComponent).join("/")}`;
  }
}
