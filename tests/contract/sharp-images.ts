/**
 * The image port under Node, for the contract suites of the Supabase adapter: sharp, the library
 * Miniflare runs the Cloudflare Images binding with locally, doing what the binding is asked to
 * (scale down to fit, WebP, no metadata). In the Worker both adapters use workers/adapters/cloudflare-images.ts.
 */
import sharp from "sharp";
import type { ImageProcessor } from "../../graphql/shared/ports";

export const sharpImages: ImageProcessor = {
  async toWebp(bytes, maxDimension) {
    try {
      const output = await sharp(bytes, { autoOrient: true })
        .resize(maxDimension, maxDimension, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
      return new Uint8Array(output);
    } catch {
      return null;
    }
  },
};
