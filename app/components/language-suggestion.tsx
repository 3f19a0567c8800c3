import { lazy, Suspense } from "react";
import { serverOnly$ } from "vite-env-only/macros";
import ServerBanner from "./language-suggestion-banner";

/**
 * Few visitors are offered the other language: in the browser the banner's code is loaded when it is
 * shown, not by every page (the server's markup, plain links, stays meanwhile).
 */
const Banner = serverOnly$(ServerBanner) ?? lazy(() => import("./language-suggestion-banner"));

export function LanguageSuggestion(props: { text: string; link: string; dismiss: string }) {
  return (
    <Suspense>
      <Banner {...props} />
    </Suspense>
  );
}
