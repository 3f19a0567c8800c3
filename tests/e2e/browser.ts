/**
 * The Chromium the end-to-end tests drive, with nothing installed on the machine: the headless Chromium
 * shipped brotli-compressed inside the npm package @sparticuz/chromium, unpacked once per checkout and
 * package version into node_modules/.cache (global-setup.ts), started with the NSS libraries that package
 * ships for it and the DejaVu fonts of the npm package dejavu-fonts-ttf (the fonts Debian's Chromium
 * draws with, Arabic included), and no font or library of the machine's.
 * CHROMIUM_PATH names another Chromium instead (e.g. Debian's /usr/bin/chromium), started as it is.
 */
import { execFile } from "node:child_process";
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { brotliDecompressSync, createBrotliDecompress } from "node:zlib";

const require = createRequire(import.meta.url);
const PACKAGE = join(dirname(require.resolve("@sparticuz/chromium")), "..");
const PACKED = join(PACKAGE, "bin");
const VERSION = (JSON.parse(readFileSync(join(PACKAGE, "package.json"), "utf8")) as { version: string }).version;
const FONTS = dirname(require.resolve("dejavu-fonts-ttf/package.json"));
/** node_modules/.cache/sparticuz-chromium-<version>: per checkout, so parallel checkouts never share it. */
const UNPACKED = join(PACKAGE, "..", "..", ".cache", `sparticuz-chromium-${VERSION}`);

export interface Chromium {
  executablePath: string;
  /** Added to the browser's environment. */
  env: Record<string, string>;
}

export function chromium(): Chromium {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured}: no such file.`);
    return { executablePath: configured, env: {} };
  }
  return {
    executablePath: join(UNPACKED, "chromium"),
    env: {
      LD_LIBRARY_PATH: [join(UNPACKED, "al2023", "lib"), process.env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
      FONTCONFIG_FILE: join(UNPACKED, "fonts.conf"),
    },
  };
}

/**
 * Unpacks the package's Chromium unless this checkout already has it: into a directory of its own,
 * renamed into place when whole, so a run stopped half way or a second run at the same time never
 * starts a half-written browser.
 */
export async function unpackChromium(): Promise<void> {
  if (process.env.CHROMIUM_PATH) return;
  if (!existsSync(join(UNPACKED, "chromium"))) {
    const staging = `${UNPACKED}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const unbrotli = () => createBrotliDecompress({ chunkSize: 2 ** 21 });
    await Promise.all([
      pipeline(createReadStream(join(PACKED, "chromium.br")), unbrotli(), createWriteStream(join(staging, "chromium"), { mode: 0o755 })),
      // The NSS libraries Chromium links (libnss3, libnspr4, …), built for Amazon Linux 2023: glibc 2.34 and up.
      untar(join(PACKED, "al2023.tar.br"), join(staging, "al2023")),
    ]);
    try {
      renameSync(staging, UNPACKED);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(join(UNPACKED, "chromium"))) throw error;
    }
  }
  // Written each run (it names this checkout's paths), whole or not at all.
  const config = join(UNPACKED, `fonts.conf.${process.pid}`);
  writeFileSync(config, fontConfig());
  renameSync(config, join(UNPACKED, "fonts.conf"));
}

/** A small .tar.br (a few MB unpacked): decompressed to a file, then `tar -xf` (tar stops reading at the archive's end). */
async function untar(archive: string, into: string): Promise<void> {
  mkdirSync(into);
  const tarFile = join(into, "unpacking.tar");
  writeFileSync(tarFile, brotliDecompressSync(readFileSync(archive)));
  await promisify(execFile)("tar", ["-xf", tarFile, "-C", into]);
  rmSync(tarFile);
}

/** Only the DejaVu fonts, with their own aliases for the generic families (sans-serif: DejaVu Sans). */
function fontConfig(): string {
  const aliases = ["57-dejavu-sans.conf", "57-dejavu-serif.conf", "57-dejavu-sans-mono.conf"]
    .map((file) => `  <include>${join(FONTS, "fontconfig", file)}</include>`)
    .join("\n");
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(FONTS, "ttf")}</dir>
  <cachedir>${join(UNPACKED, "fontconfig-cache")}</cachedir>
${aliases}
</fontconfig>
`;
}
