/**
 * The image port on the Cloudflare Images binding (`[images]` in wrangler.toml), used by both
 * adapters: images are a Cloudflare service whichever backend stores the result. Locally Miniflare
 * runs the same binding with sharp; without sharp every call fails, and so do the upload tests.
 */
import type { ImageProcessor } from "../../graphql/shared/ports";

/** Images binding error codes that mean "these bytes are not an image we can decode". */
const NOT_AN_IMAGE_CODES = new Set([9412, 9413, 9520, 9522]);

/**
 * Whether the binding refused the bytes themselves. Cloudflare answers with a "not an image" code;
 * Miniflare's emulation reports sharp's decoding failure as an internal error (9523) with status
 * 500, while a missing sharp is 9523 with status 503 and must stay an error (never a refusal).
 */
function isUndecodable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "number" && NOT_AN_IMAGE_CODES.has(code)) return true;
  return code === 9523 && /Unexpected error response 500\b/.test(String(message));
}

export class CloudflareImages implements ImageProcessor {
  constructor(private readonly binding: ImagesBinding) {}

  async toWebp(bytes: Uint8Array, maxDimension: number): Promise<Uint8Array | null> {
    const stream = () => new Response(bytes.slice()).body!;
    try {
      // info() refuses what does not decode (code 9412) before any transform is attempted.
      await this.binding.info(stream());
      const result = await this.binding
        .input(stream())
        .transform({ width: maxDimension, height: maxDimension, fit: "scale-down" })
        .output({ format: "image/webp", quality: 85 });
      return new Uint8Array(await result.response().arrayBuffer());
    } catch (error) {
      if (isUndecodable(error)) return null;
      throw error;
    }
  }
}
