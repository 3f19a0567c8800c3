/**
 * What the Worker hands every loader and action. Declared here so the app depends on
 * this shape only, never on workers/ or graphql/ internals.
 */
import "@remix-run/cloudflare";
import type { DocumentNode, ExecutionResult } from "graphql";
import type { Locale } from "./i18n/locale";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** Runs a GraphQL HTTP request in-process through the same server as /graphql. */
    fetchGraphQL(request: Request): Promise<Response>;
    /**
     * Runs one operation in-process without the HTTP layer (same schema, plugins and limits as
     * /graphql), as the caller whose access token is given (null: anonymous), in the page's language.
     */
    executeGraphQL(
      operation: { document: DocumentNode; variables?: Record<string, unknown> },
      accessToken: string | null,
    ): Promise<ExecutionResult>;
    /** Nonce for this response's inline scripts (Content-Security-Policy). */
    cspNonce: string;
    /**
     * A new random id that belongs to this response only (an idempotency key). Use it, not
     * crypto.randomUUID(), for any such value in a page: the edge cache replaces each one in every copy
     * it serves, so two visitors never get the same (docs/decisions/043-edge-cache.md).
     */
    perResponseId(): string;
    waitUntil(promise: Promise<unknown>): void;
    /** Keys that sign the session and flash cookies (newest first). */
    sessionSecrets: string[];
    /**
     * Headers for whatever response this request ends with, whichever route answers: Set-Cookie
     * values are added unless the route's response sets the same cookie; others replace the route's.
     * Used for a session refreshed by any loader and for `Cache-Control: private` on personal pages.
     */
    responseHeaders: Headers;
    /** The page's language: 'ar' for requests under /ar (the router's basename), 'en' otherwise. */
    locale: Locale;
  }
}

export {};
