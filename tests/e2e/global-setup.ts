/** Once per Playwright run, before any test: the browser (browser.ts) unpacked and ready. */
import { unpackChromium } from "./browser";

export default async function globalSetup() {
  const started = performance.now();
  await unpackChromium();
  const seconds = (performance.now() - started) / 1000;
  if (seconds > 1) console.log(`Chromium unpacked from @sparticuz/chromium in ${seconds.toFixed(1)} s`);
}
