/**
 * Account rules shared by every adapter: what a valid email and password are, and how many
 * failed sign-ins are tolerated. Checked before the auth port is called.
 */
import type { AuthFailure, Credentials } from "./auth-port";
import { AUTH_MESSAGES, authFailure } from "./errors";
import { isEmailAddress } from "../../shared/email";
import { characterCount } from "../../shared/text";
import type { CommonPasswords } from "./common-passwords";
import { isEasyToGuess } from "./password-strength";
import { say, type CodedMessage } from "../../shared/say";

/** NIST SP 800-63B: at least 8 characters, no composition rules, long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 8;
/** Far above the 64 characters a password manager may generate; bounds the work per attempt. */
export const PASSWORD_MAX_LENGTH = 128;

/** Failed sign-ins allowed per account and client address within the window. */
export const SIGN_IN_FAILURE_LIMIT = 10;
/**
 * Failed sign-ins allowed per account within the window from addresses it has not signed in from
 * lately, whichever address they come from (a guesser rotating addresses). An address the account
 * signed in from within KNOWN_ADDRESS_SECONDS is not held by it, so a stranger cannot lock the owner out
 * of their usual network; from a new one the owner waits at most one window.
 */
export const ACCOUNT_FAILURE_LIMIT = 30;
/**
 * Accounts that may fail to sign in from one network (clientNetwork: an IPv4 address, an IPv6 /64)
 * within the window: one client trying a password on many accounts (spraying, ASVS 6.3.1) is held
 * after 20, while an office behind one address has room for 20 people mistyping in 15 minutes. An
 * account is not held at an address it is known at, and its failures there do not count. Decision 033.
 */
export const NETWORK_ACCOUNT_LIMIT = 20;
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/** What the failed sign-in limits look at for one attempt (Unix seconds). */
export interface SignInFailureCounts {
  /** Failures in the window for this account from this address, and the oldest of them. */
  address: { count: number; oldestAt: number | null };
  /** Failures in the window for this account from any address, and the oldest of them. */
  account: { count: number; oldestAt: number | null };
  /**
   * Each account that failed from this network in the window (this one too, leaving out failures at
   * addresses their account is known at): when it last failed.
   */
  network: { lastFailures: number[] };
  /** Did the account sign in successfully from this address within KNOWN_ADDRESS_SECONDS? */
  knownAddress: boolean;
}

/**
 * Whether one more attempt may be checked: null when it may, otherwise the seconds until every limit
 * that holds it lets go. Each store applies this decision atomically with counting the attempt (see the
 * auth stores), so concurrent attempts can never all see room under a limit.
 */
export function signInRetryAfter({ address, account, network, knownAddress }: SignInFailureCounts, now: number): number | null {
  // A limit lets go when the failure at `since` leaves the window.
  const held: (number | null)[] = [];
  if (address.count >= SIGN_IN_FAILURE_LIMIT) held.push(address.oldestAt);
  if (!knownAddress && account.count >= ACCOUNT_FAILURE_LIMIT) held.push(account.oldestAt);
  if (!knownAddress && network.lastFailures.length >= NETWORK_ACCOUNT_LIMIT) {
    // Under the limit again once enough of the accounts have no failure left in the window.
    const lastFailures = [...network.lastFailures].sort((a, b) => a - b);
    held.push(lastFailures[lastFailures.length - NETWORK_ACCOUNT_LIMIT]!);
  }
  if (held.length === 0) return null;
  return Math.max(...held.map((since) => Math.max(1, (since ?? now) + SIGN_IN_FAILURE_WINDOW_SECONDS - now)));
}

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

function checkPresent({ email, password }: Credentials): AuthFailure | null {
  if (!email || !password) return authFailure("validation_failed", AUTH_MESSAGES.missing_credentials);
  return null;
}

/** validation_failed for anything that is not an email address (normalised first: normalizeEmail). */
export function checkEmail(email: string): AuthFailure | null {
  if (!isEmailAddress(email)) {
    return authFailure("validation_failed", AUTH_MESSAGES.invalid_email);
  }
  return null;
}

/** Supabase Auth's words when a password is in a breached-password list (its `pwned` reason). */
export const WEAK_PASSWORD_MESSAGE = say("AUTH_PASSWORD_KNOWN_WEAK");

/** When a password is built from patterns or from the site's or the account's own words (reason `guessable`). */
export const EASY_TO_GUESS_MESSAGE = say("AUTH_PASSWORD_GUESSABLE");

/**
 * Is this password one that attackers try first? In the shipped list of common and breached
 * passwords (any letter case), nothing but spaces, or the account's own email address or the part
 * before its '@'.
 */
export function isGuessablePassword(password: string, passwords: CommonPasswords, email = ""): boolean {
  const lower = password.toLowerCase();
  if (passwords.known.has(lower) || passwords.known.has(lower.trim())) return true;
  if (lower.trim() === "") return true;
  const address = normalizeEmail(email);
  const localPart = address.split("@")[0] ?? "";
  return address !== "" && (lower.trim() === address || (localPart.length > 0 && lower.trim() === localPart));
}

/**
 * The password rule for every new password (NIST SP 800-63B, ASVS 6.2.4 and 6.2.11): a length, no
 * composition rules, not a password attackers try first (reason `pwned`), and not one that patterns,
 * the site's words or the account's email make easy to guess (reason `guessable`, decision 033).
 * `email` is the account's, when known.
 */
export function checkNewPassword(password: string, passwords: CommonPasswords, email = ""): AuthFailure | null {
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) {
    return authFailure("weak_password", say("AUTH_PASSWORD_TOO_SHORT"), {
      reasons: ["length"],
    });
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return authFailure("validation_failed", say("AUTH_PASSWORD_TOO_LONG"));
  }
  if (isGuessablePassword(password, passwords, email)) return authFailure("weak_password", WEAK_PASSWORD_MESSAGE, { reasons: ["pwned"] });
  if (isEasyToGuess(password, passwords, email)) return authFailure("weak_password", EASY_TO_GUESS_MESSAGE, { reasons: ["guessable"] });
  return null;
}

/** Validates sign-up input; on success returns it normalised. */
export function checkSignUp(
  input: Credentials,
  passwords: CommonPasswords,
): { ok: true; value: Credentials } | { ok: false; error: AuthFailure } {
  const credentials = { email: normalizeEmail(input.email), password: input.password };
  const error =
    checkPresent(credentials) ?? checkEmail(credentials.email) ?? checkNewPassword(credentials.password, passwords, credentials.email);
  return error ? { ok: false, error } : { ok: true, value: credentials };
}

/**
 * Validates sign-in input. A malformed email or an over-long password cannot belong to an
 * account, so they get the same answer as a wrong password (and no hashing work).
 */
export function checkSignIn(input: Credentials): { ok: true; value: Credentials } | { ok: false; error: AuthFailure } {
  const credentials = { email: normalizeEmail(input.email), password: input.password };
  const missing = checkPresent(credentials);
  if (missing) return { ok: false, error: missing };
  if (checkEmail(credentials.email) || characterCount(credentials.password) > PASSWORD_MAX_LENGTH) {
    return { ok: false, error: authFailure("invalid_credentials", AUTH_MESSAGES.invalid_credentials) };
  }
  return { ok: true, value: credentials };
}

/** What the attempts a limit counts are called in its message. */
export type RateLimitedAttempts =
  | "sign-in"
  | "sign-up"
  | "booking"
  | "registration"
  | "job posting"
  | "product"
  | "email"
  | "job application"
  | "contact message"
  | "review report";

/** 'Too many attempts' wording with the wait rounded up to whole minutes. */
export function rateLimitMessage(retryAfterSeconds: number, attempts: RateLimitedAttempts = "sign-in"): CodedMessage {
  return say("TOO_MANY_ATTEMPTS", { attempts, minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}
