// Types for the Remix server build that `remix vite:build` writes to build/server/index.js.
// tsconfig `paths` points "~server-build" here; wrangler's [alias] points it at the real file.
import type { ServerBuild } from "@remix-run/cloudflare";

export declare const mode: ServerBuild["mode"];
export declare const entry: ServerBuild["entry"];
export declare const routes: ServerBuild["routes"];
export declare const assets: ServerBuild["assets"];
export declare const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"];
export declare const basename: ServerBuild["basename"];
export declare const publicPath: ServerBuild["publicPath"];
export declare const future: ServerBuild["future"];
export declare const isSpaMode: ServerBuild["isSpaMode"];
