/**
 * Stands in for `react-dom` (the browser's DOM renderer) in the Worker bundle (wrangler.toml [alias],
 * decision 054). The Worker renders pages with React's server renderer, which needs only `react`; the
 * DOM renderer (127 KiB of code, about 40 KiB gzip) came in because Radix's portal and primitives and
 * React Router import two functions from it, which run only in a browser: `createPortal` once a
 * dialog has mounted (effects never run on the server), `flushSync` in event handlers and client
 * navigations. The server never calls either; if it ever did, it should fail loudly, not render a
 * portal no browser will see.
 */
const SERVER = "react-dom's DOM renderer is not part of the Worker (workers/stand-ins/react-dom.ts): this runs only in a browser.";

export function createPortal(): never {
  throw new Error(`${SERVER} (createPortal)`);
}

export function flushSync<T>(update: () => T): T {
  return update();
}

export default { createPortal, flushSync };
