/**
 * The upload rules, one place for every file the product takes: what each purpose accepts, how
 * large it may be, where it is stored and under which name. Pure functions, unit-tested
 * (tests/unit/upload-rules.test.ts); the pipeline (pipeline.ts) applies them in order.
 */
import { CONTENT_TYPES, EXTENSIONS, KIND_NAMES, type DetectedContent, type FileKind } from "./content";
import type { ImageDimensions } from "./dimensions";
import { say, type CodedMessage } from "../../shared/say";

const MB = 1024 * 1024;

export interface UploadPurpose {
  /** What a person calls the file, in messages: "The trade licence is …". */
  label: string;
  bucket: "provider_documents" | "job_postings_assets" | "product_images";
  folder: string;
  maxBytes: number;
  accepts: readonly FileKind[];
  /**
   * public: decoded and re-encoded as WebP (metadata gone, at most `maxDimension` pixels a side)
   * and served at /uploads/…; private: stored exactly as sent, never served publicly.
   */
  visibility: "public" | "private";
  maxDimension?: number;
}

export const UPLOAD_PURPOSES = {
  tradeLicense: {
    label: "trade licence",
    bucket: "provider_documents",
    folder: "trade_licenses",
    maxBytes: 10 * MB,
    accepts: ["pdf", "jpeg", "png"],
    visibility: "private",
  },
  businessLogo: {
    label: "logo",
    bucket: "provider_documents",
    folder: "logos",
    maxBytes: 2 * MB,
    accepts: ["jpeg", "png", "webp"],
    visibility: "public",
    maxDimension: 800,
  },
  listingPhoto: {
    label: "photo",
    bucket: "provider_documents",
    folder: "photos",
    maxBytes: 5 * MB,
    accepts: ["jpeg", "png", "webp"],
    visibility: "public",
    maxDimension: 1600,
  },
  jobLogo: {
    label: "company logo",
    bucket: "job_postings_assets",
    folder: "logos",
    maxBytes: 2 * MB,
    accepts: ["jpeg", "png", "webp"],
    visibility: "public",
    maxDimension: 800,
  },
  /** A job applicant's CV: private like a trade licence, read only by the posting's owner through a short-lived link. */
  jobCv: {
    label: "CV",
    // provider_documents is the private bucket (job_postings_assets is public).
    bucket: "provider_documents",
    folder: "cvs",
    maxBytes: 5 * MB,
    accepts: ["pdf", "docx"],
    visibility: "private",
  },
  productImage: {
    label: "product image",
    bucket: "product_images",
    folder: "products",
    maxBytes: 5 * MB,
    accepts: ["jpeg", "png", "webp"],
    visibility: "public",
    maxDimension: 1600,
  },
} as const satisfies Record<string, UploadPurpose>;

export type UploadPurposeName = keyof typeof UPLOAD_PURPOSES;

/**
 * The largest request body any form of the site sends: the business registration (licence + logo)
 * plus room for its text fields and multipart framing. Bigger bodies are refused before they are read.
 */
export const MAX_REQUEST_BYTES = UPLOAD_PURPOSES.tradeLicense.maxBytes + UPLOAD_PURPOSES.businessLogo.maxBytes + MB / 2;

/** "10 MB", "2 MB", "1.4 MB", "512 KB". */
export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "PDF, JPG or PNG" for the accepted kinds. */
export function acceptedList(purpose: UploadPurpose): string {
  const names = purpose.accepts.map((kind) => (kind === "jpeg" ? "JPG" : kind === "webp" ? "WebP" : kind.toUpperCase()));
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** The `accept` attribute of the file input: extensions and types the purpose takes. */
export function acceptAttribute(purpose: UploadPurpose): string {
  return purpose.accepts.flatMap((kind) => [...EXTENSIONS[kind].map((ext) => `.${ext}`), CONTENT_TYPES[kind]]).join(",");
}

/**
 * Extensions that must never hide inside a name ("licence.php.pdf", "logo.exe.png"): programs,
 * scripts, web pages and archives. A browser or an operating system may act on any of them.
 */
const RISKY_EXTENSIONS = new Set(
  (
    "exe dll com bat cmd msi scr pif cpl jar js mjs cjs vbs vbe wsf wsh ps1 psm1 sh bash zsh py pl rb php php3 php4 php5 phtml " +
    "phar asp aspx jsp cgi htm html xhtml shtml svg svgz xml xsl hta swf app apk dmg deb rpm iso img zip rar 7z tar gz tgz bz2 xz " +
    "lnk url reg docm xlsm pptm"
  ).split(" "),
);

const extensionsOf = (name: string) => baseName(name).toLowerCase().split(".").slice(1);

function baseName(name: string): string {
  return name.split(/[\\/]/).at(-1) ?? "";
}

/**
 * Checks that need no bytes: the declared size and the name. Run before the file is read, so an
 * over-size or obviously wrong file costs nothing. Returns a message for the person, or null.
 */
export function checkDeclaredFile(purpose: UploadPurpose, file: { name: string; size: number }): string | null {
  const label = capitalise(purpose.label);
  if (file.size === 0) return `The ${purpose.label} file is empty: choose the file again.`;
  if (file.size > purpose.maxBytes) {
    const limit = formatSize(purpose.maxBytes);
    const size = formatSize(file.size);
    return `${label} files can be at most ${limit}; this one is ${size === limit ? `just over ${limit}` : size}.`;
  }
  const extensions = extensionsOf(file.name);
  const last = extensions.at(-1);
  const allowed = purpose.accepts.flatMap((kind) => EXTENSIONS[kind]);
  if (!last || !allowed.includes(last)) {
    return `The ${purpose.label} must be a ${acceptedList(purpose)} file (a name ending in ${allowed.map((ext) => `.${ext}`).join(", ")}).`;
  }
  const hidden = extensions.slice(0, -1).find((extension) => RISKY_EXTENSIONS.has(extension) || allowed.includes(extension));
  if (hidden) {
    return `The ${purpose.label}'s name has two extensions (.${hidden}.${last}): rename it so it ends in just .${last}.`;
  }
  return null;
}

/**
 * Checks what the bytes are against what the purpose accepts and what the name says. Only the
 * server has the bytes, so its refusals are codes (the browser never runs this).
 */
export function checkContent(purpose: UploadPurpose, fileName: string, content: DetectedContent): CodedMessage | null {
  const wrongKind = () => say("UPLOAD_WRONG_KIND", { label: purpose.label, list: acceptedList(purpose), kind: KIND_NAMES[content.kind] });
  if (!content.accepted) return content.kind === "truncated" ? say("UPLOAD_INCOMPLETE", { label: purpose.label }) : wrongKind();
  if (!purpose.accepts.includes(content.kind)) return wrongKind();
  const last = extensionsOf(fileName).at(-1) ?? "";
  if (!EXTENSIONS[content.kind].includes(last)) return say("UPLOAD_DISGUISED", { last, kind: KIND_NAMES[content.kind] });
  return null;
}

/**
 * The most pixels any image may have, whatever its purpose (a licence scan a reviewer's browser opens,
 * a logo or product photo the image service decodes): 40 megapixels, and 12,000 pixels on a side (the
 * Cloudflare Images binding's own limit). A decoder's memory grows with the pixels, not the bytes
 * (docs/decisions/034-shop-sellers-and-image-pixels.md).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;

const grouped = (value: number) => value.toLocaleString("en-US");

/** The message for an image whose header (or pixels) cannot be read. */
export const unreadableImageMessage = (purpose: UploadPurpose) => say("UPLOAD_UNREADABLE_IMAGE", { label: purpose.label });

/**
 * Checks an image's size as its header gives it (dimensions.ts), before anything decodes it: null when
 * within the limits; a message when it is larger, or when the header cannot be trusted (null).
 */
export function checkImageSize(purpose: UploadPurpose, dimensions: ImageDimensions | null): CodedMessage | null {
  if (!dimensions) return unreadableImageMessage(purpose);
  const { width, height } = dimensions;
  if (width * height <= MAX_IMAGE_PIXELS && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE) return null;
  // The values as the message writes them (digits grouped), so its English and `params` read as before.
  return say("UPLOAD_TOO_MANY_PIXELS", {
    label: purpose.label,
    width: grouped(width),
    height: grouped(height),
    megapixels: String(MAX_IMAGE_PIXELS / 1_000_000),
    side: grouped(MAX_IMAGE_SIDE),
  });
}

const SAFE_NAME_MAX = 80;

/**
 * The original name reduced to safe characters (never a path the user chose): letters without
 * accents, digits, '-' and '_', at most 80 of them, then the extension of what is stored.
 * 'My Salon (final).PNG' → 'My-Salon-final.webp'. Names with nothing usable become 'file'.
 */
export function safeFileName(originalName: string, extension: string): string {
  const stem = baseName(originalName).replace(/\.[^.]*$/, "");
  const safe = stem
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, SAFE_NAME_MAX)
    .replace(/[-_]+$/, "");
  return `${safe || "file"}.${extension}`;
}

/**
 * `bucket/folder/timestamp_safe-name`. The timestamp is in microseconds: the milliseconds
 * of `now` followed by three random digits, so two uploads of the same name in the same
 * millisecond never overwrite each other.
 */
export function uploadKey(purpose: UploadPurpose, safeName: string, now: Date, random: () => number = Math.random): string {
  const micros = `${now.getTime()}${String(Math.floor(random() * 1000)).padStart(3, "0")}`;
  return `${purpose.bucket}/${purpose.folder}/${micros}_${safeName}`;
}
