/** The object-storage port on an R2 bucket binding; public objects are served at /uploads/{key}. */
import type { ObjectStorage } from "../../../graphql/shared/ports";

export const PUBLIC_UPLOADS_PATH = "/uploads/";

export class R2Storage implements ObjectStorage {
  constructor(
    private readonly bucket: R2Bucket,
    private readonly origin: string,
  ) {}

  async put(key: string, body: ArrayBuffer, contentType: string) {
    await this.bucket.put(key, body, { httpMetadata: { contentType } });
  }

  async get(key: string) {
    const object = await this.bucket.get(key);
    if (!object) return null;
    return {
      key,
      body: object.body,
      contentType: object.httpMetadata?.contentType ?? "application/octet-stream",
      size: object.size,
    };
  }

  publicUrl(key: string) {
    return `${this.origin}${PUBLIC_UPLOADS_PATH}${key.split("/").map(encodeURIComponent).join("/")}`;
  }
}
