import { RemixBrowser } from "@remix-run/react";
import { setNonce } from "get-nonce";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Style elements that components insert (Radix's scroll lock) must carry this page's CSP nonce, as
// the policy allows no inline styles. Browsers hide the nonce attribute but keep the property.
setNonce(document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
