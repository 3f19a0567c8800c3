/**
 * The site's session: a signed cookie holding the user's tokens. It is HttpOnly (browser
 * JavaScript never sees a token), SameSite=Lax, and over HTTPS Secure with the `__Host-` prefix.
 * On plain http://127.0.0.1 (local dev and tests) browsers would drop a Secure cookie, so there
 * the cookie is named without the prefix and sent without Secure: decided per request from the
 * URL's protocol. The access token is refreshed here, on the server, when 90 s or less remain.
 *
 * A session lasts at most SESSION_LIFETIME_SECONDS from sign-in, however often its token is refreshed.
 * A cookie that does not verify (tampered, truncated, signed with an old secret) is ignored and
 * cleared: the visitor is simply signed out, never shown an error. So is a session the API no longer
 * knows (signed out, here or on every device; expired; tokens it never issued): getAuthState asks the
 * API once per request and is the only place that decides, for every loader and action
 * (docs/decisions/035-dead-sessions-and-graphql-limits.md).
 *
 * Also: one-shot "flash" toasts that survive a redirect (a short-lived cookie of their own).
 */
import { sayToast } from "~/i18n/coded-messages.server";
import { createCookie, createCookieSessionStorage, type AppLoadContext, type Cookie } from "@remix-run/cloudflare";
import { CACHE } from "../http/cache";
import { askWhoTheTokenNames, endsSession, refreshTokens } from "./session-api.server";
import type { Viewer } from "./session-viewer.query";
import type { CodedToast, ToastMessage } from "../ui/toast";

/** Refresh the access token when this many seconds or fewer of it remain. */
export const REFRESH_MARGIN_SECONDS = 90;
/** A session's absolute lifetime from sign-in (the API's refresh tokens end then too); not renewed. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
const FLASH_MAX_AGE_SECONDS = 60;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** What the session cookie holds: the tokens and when the session ends for good (Unix seconds). */
interface SessionData extends SessionTokens {
  endsAt: number;
}

export interface AuthState {
  /** Null when nobody is signed in: no session, one the API no longer knows, or one that could not be renewed. */
  accessToken: string | null;
  /** The account the API says the token names; null when signed out, or when the API could not be asked. */
  viewer: Viewer | null;
}

const SIGNED_OUT: AuthState = { accessToken: null, viewer: null };

export interface FlashToast extends ToastMessage {
  /** Lets the browser show each toast once. */
  id: string;
}

// A request's URL is serialised with its scheme in lower case: no URL object to make (asked several times a request).
const isHttps = (request: Request) => request.url.startsWith("https:");

export function cookieName(kind: "session" | "flash", request: Request): string {
  return isHttps(request) ? `__Host-glow_${kind}` : `glow_${kind}`;
}

function cookieOptions(request: Request, context: AppLoadContext, maxAge: number) {
  return {
    httpOnly: true,
    secure: isHttps(request),
    sameSite: "lax" as const,
    path: "/",
    maxAge,
    secrets: context.sessionSecrets,
  };
}

function sessionCookie(request: Request, context: AppLoadContext): Cookie {
  return createCookie(cookieName("session", request), cookieOptions(request, context, SESSION_LIFETIME_SECONDS));
}

function sessionStorage(request: Request, context: AppLoadContext) {
  return createCookieSessionStorage<Partial<SessionData>>({ cookie: sessionCookie(request, context) });
}

function readSession(data: Partial<SessionData>): SessionData | null {
  const { accessToken, refreshToken, expiresAt, endsAt } = data;
  if (typeof accessToken !== "string" || typeof refreshToken !== "string") return null;
  if (!Number.isSafeInteger(expiresAt) || !Number.isSafeInteger(endsAt)) return null;
  return { accessToken, refreshToken, expiresAt: expiresAt!, endsAt: endsAt! };
}

/** Is a cookie of this name in the header (whatever its value)? */
function hasCookie(header: string | null, name: string): boolean {
  return header !== null && header.split(";").some((pair) => pair.trim().startsWith(`${name}=`));
}

/**
 * The cookie's verified value, or null when it is absent or does not verify. Remix's parser throws on
 * some malformed values (a signature that is not base64): that too is just "no valid cookie".
 */
async function parseSignedCookie(cookie: Cookie, header: string | null): Promise<unknown> {
  try {
    return await cookie.parse(header);
  } catch {
    return null;
  }
}

const secondsUntil = (endsAt: number) => Math.max(0, endsAt - Math.floor(Date.now() / 1000));

/** Set-Cookie for a new session (after signing in): it ends SESSION_LIFETIME_SECONDS from now. */
export async function startUserSession(request: Request, context: AppLoadContext, tokens: SessionTokens): Promise<string> {
  const storage = sessionStorage(request, context);
  const session = await storage.getSession();
  const endsAt = Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS;
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  session.set("expiresAt", tokens.expiresAt);
  session.set("endsAt", endsAt);
  return storage.commitSession(session, { maxAge: secondsUntil(endsAt) });
}

/** Set-Cookie that removes the session cookie. */
export async function endUserSession(request: Request, context: AppLoadContext): Promise<string> {
  const storage = sessionStorage(request, context);
  return storage.destroySession(await storage.getSession());
}

const authStates = new WeakMap<AppLoadContext, Promise<AuthState>>();

/**
 * The signed-in user's access token for this request, refreshed first when it is about to expire, and
 * the account it names. A session the API no longer knows is signed out here, its cookie cleared:
 * every loader and action gets its token from this one answer, so none of them meets a dead one.
 * Worked out once per request (every loader shares the answer, so one request never spends the
 * same refresh token twice); a renewed cookie reaches the response through context.responseHeaders.
 */
export function getAuthState(request: Request, context: AppLoadContext): Promise<AuthState> {
  let state = authStates.get(context);
  if (!state) {
    state = resolveAuthState(request, context);
    authStates.set(context, state);
  }
  return state;
}

async function resolveAuthState(request: Request, context: AppLoadContext): Promise<AuthState> {
  // What is rendered now depends on the session cookie: caches must not serve it across cookies.
  context.responseHeaders.set("Vary", "Cookie");
  const storage = sessionStorage(request, context);
  const header = request.headers.get("Cookie");
  const data = await parseSignedCookie(sessionCookie(request, context), header);
  const session = await storage.getSession();
  const tokens = data && typeof data === "object" ? readSession(data as Partial<SessionData>) : null;
  /** The session is over: the visitor is signed out, and the cookie (if one came) cleared on this response. */
  const ended = async (): Promise<AuthState> => {
    if (hasCookie(header, cookieName("session", request))) {
      context.responseHeaders.append("Set-Cookie", await storage.destroySession(session));
    }
    return SIGNED_OUT;
  };
  // A cookie that does not verify, holds no session, or outlived the session.
  if (!tokens || tokens.endsAt <= Math.floor(Date.now() / 1000)) return ended();
  for (const [key, value] of Object.entries(tokens)) session.set(key as keyof SessionData, value);
  // The page will show who is signed in: no shared cache may keep it.
  context.responseHeaders.set("Cache-Control", CACHE.none);

  const token = await usableAccessToken(request, context, tokens, async (renewed) => {
    session.set("accessToken", renewed.accessToken);
    session.set("refreshToken", renewed.refreshToken);
    session.set("expiresAt", renewed.expiresAt);
    // The cookie keeps the session's end: refreshing never extends it.
    context.responseHeaders.append("Set-Cookie", await storage.commitSession(session, { maxAge: secondsUntil(tokens.endsAt) }));
  });
  if (token === "ended") return ended();
  if (token === null) return SIGNED_OUT;

  const viewer = await askWhoTheTokenNames(context, token);
  if (viewer === "ended") return ended();
  return { accessToken: token, viewer };
}

/**
 * The session's access token, refreshed first when it is about to expire (`renewed` stores the new
 * tokens); "ended" when the API refused the refresh token for good; null when it could not be renewed
 * now (the API unreachable, a limit) and has expired: signed out for this request, the cookie kept.
 */
async function usableAccessToken(
  request: Request,
  context: AppLoadContext,
  tokens: SessionData,
  renewed: (tokens: SessionTokens) => Promise<void>,
): Promise<string | "ended" | null> {
  const now = Math.floor(Date.now() / 1000);
  if (tokens.expiresAt - now > REFRESH_MARGIN_SECONDS) return tokens.accessToken;
  const refreshed = await refreshTokens(request, context, tokens.refreshToken);
  if (refreshed.kind === "renewed") {
    await renewed(refreshed.tokens);
    return refreshed.tokens.accessToken;
  }
  const ended = refreshed.kind === "refused" && endsSession(refreshed.code);
  // A parallel request (another tab, a prefetch) renewed it a moment ago and carries the new cookie;
  // or the backend could not be asked, or not now (a limit). Either way the current token still works.
  const spentInParallel = refreshed.kind === "refused" && refreshed.code === "refresh_token_already_used";
  if (tokens.expiresAt > now && (!ended || spentInParallel)) return tokens.accessToken;
  return ended ? "ended" : null;
}

function flashCookie(request: Request, context: AppLoadContext) {
  return createCookie(cookieName("flash", request), cookieOptions(request, context, FLASH_MAX_AGE_SECONDS));
}

/**
 * Set-Cookie that makes the next page show this toast once, in the page's language: a toast by code
 * is formatted from the catalogues; one the server wrote in English is read back to its codes.
 */
export async function flashToast(request: Request, context: AppLoadContext, toast: ToastMessage | CodedToast): Promise<string> {
  const message: FlashToast = { id: crypto.randomUUID(), ...sayToast(context.locale ?? "en", toast) };
  return flashCookie(request, context).serialize(message);
}

function isToast(value: unknown): value is FlashToast {
  // Optional chaining covers null; a primitive has no such properties.
  const toast = value as Partial<FlashToast> | null;
  return (
    typeof toast?.id === "string" &&
    typeof toast.title === "string" &&
    (toast.description === undefined || typeof toast.description === "string") &&
    (toast.variant === undefined || toast.variant === "default" || toast.variant === "destructive")
  );
}

/** The pending flash toast, if any; the cookie is cleared on this response so it shows once. */
export async function takeFlashToast(request: Request, context: AppLoadContext): Promise<FlashToast | null> {
  const cookieHeader = request.headers.get("Cookie");
  const cookie = flashCookie(request, context);
  if (!hasCookie(cookieHeader, cookie.name)) return null;
  const value = await parseSignedCookie(cookie, cookieHeader);
  context.responseHeaders.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return isToast(value) ? value : null;
}
