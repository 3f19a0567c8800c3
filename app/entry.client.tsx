import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Style elements that components insert (Radix's scroll lock) must carry this page's CSP nonce, as
// the policy allows no inline styles. Browsers hide the nonce attribute but keep the property. Radix
// asks get-nonce, which reads the global its README names: setting that keeps get-nonce's own chunk
// out of the code every page loads (Radix's dialogs load on demand).
(window as { __webpack_nonce__?: string }).__webpack_nonce__ = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
