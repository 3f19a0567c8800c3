/**
 * A stand-in for a hosted Supabase project at its HTTP boundary, for the contract tests under Node.
 * It is handed to supabase-js as `global.fetch`, records every request the client sends, and answers
 * in Supabase's documented formats:
 *
 *  - REST (PostgREST): GET/HEAD reads of the public tables and views with the filter grammar the adapter uses
 *    (eq, in, is, not.is, gt…, ilike, `or=(…)`/`and(…)` with quoted values, order, limit, Prefer count=exact →
 *    Content-Range), one-to-many resource embedding (`select=…,services(id,name)` along the child
 *    table's foreign key, nested as a JSON array, `[]` for none; `services.order=position.asc` orders
 *    an embedded list), and POST /rpc/<function> for the functions of workers/migrations/supabase;
 *    errors as {code, message, details, hint}.
 *  - Auth (GoTrue, API version 2024-01-01): /signup, /token?grant_type=password|refresh_token, /user,
 *    /logout?scope=…; errors as {code, message} with the X-Supabase-Api-Version header.
 *  - Storage: POST /object/{bucket}/{path} uploads and GET /object/{bucket}/{path} downloads, with
 *    the buckets' size/type limits and the name and read policies of 0001_baseline.sql.
 *
 * Access follows the migrations' grants and policies in outline (bookings and registrations are
 * not readable; the sign-in limit functions need the service role; products are added by a listing's
 * owner as themselves, with an image they uploaded, within the listing's daily limit, 0001 and 0009). The data is the product's
 * sample data, read from the D1 migrations with node:sqlite (tests/postgres checks that the
 * Supabase seed holds the same rows). Anything the adapter is not expected to send is answered
 * 501, so an unexpected request fails the test rather than passing by accident.
 *
 * The database-side semantics themselves (RLS, the exclusion constraint, search_providers) are
 * proven against real PostgreSQL in tests/postgres; here the JavaScript mirrors them.
 */
import { d1SampleDatabase, SAMPLE_TABLES } from "../fixtures/sample-data";
import { DEFAULT_CRITERIA, type SearchCriteria } from "../../graphql/modules/search/criteria";
import { matchesSearch, matchesTermGroups } from "../../graphql/modules/search/match";
import { BASIC, cancelled, includesPremium, subscribed, type SubscriptionState } from "../../graphql/modules/plans/rules";
import { dubaiNow } from "../../graphql/shared/dubai-time";
import { compareJobs, isAfterJobCursor, jobLocationKey, matchesJobFilter, type JobFilter } from "../../graphql/modules/jobs/rules";
import type { Emirate, ProviderType } from "../../graphql/shared/vocabulary";
import { JOB_COLUMNS } from "../../workers/adapters/job-rows";
import { DAILY_PRODUCTS_PER_LISTING, PRODUCT_LIMIT_WINDOW_MS } from "../../graphql/modules/products/rules";
import {
  addDefaultSchedule,
  bufferMs,
  canWork,
  confirmsEach,
  EMPTY_SCHEDULE_TABLES,
  PUBLIC_SCHEDULE_TABLES,
  SCHEDULE_RPC_PARAMETERS,
  scheduleOf,
  scheduleRpc,
  withinHours,
} from "./fake-schedules";
import { changeBookingState, declineUnanswered, LIFECYCLE_RPC_PARAMETERS, recordHistory } from "./fake-lifecycle";
import { HEALTH_LICENCE_RPC_PARAMETERS, healthLicenceRpc } from "./fake-health-licences";
import {
  moderationReadable,
  REVIEW_MODERATION_RPC_PARAMETERS,
  reviewModerationRpc,
  shownReviewRows,
  shownReviewStarRows,
  VISIT_REVIEW_RPC_PARAMETERS,
  visitReviewRpc,
} from "./fake-visit-reviews";
import { API_KEY_RPC_PARAMETERS, apiKeyRpc, bookingSource } from "./fake-api-keys";
import { HIDDEN_WEBHOOK_COLUMNS, WEBHOOK_RPC_PARAMETERS, webhookRpc } from "./fake-webhooks";
import { DEAD_LETTER_RPC_PARAMETERS, FakeOutbox, OUTBOX_RPC_PARAMETERS } from "./fake-outbox";
import { OWNER_BOOKING_RPC_PARAMETERS, ownerBookingRpc } from "./fake-owner-bookings";

type Row = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** The body as text (JSON requests), or null. */
  text: string | null;
  bytes: Uint8Array | null;
}

export interface FakeSupabaseOptions {
  /**
   * New accounts must confirm their email before signing in (Supabase's default). Without it the fake is
   * configured as this project deploys Supabase Auth (docs/decisions/052-account-emails.md): new accounts are
   * unverified but may sign in (GOTRUE_MAILER_ALLOW_UNVERIFIED_EMAIL_SIGN_INS).
   */
  confirmEmail?: boolean;
  now?: () => Date;
}

const BOOLEAN_COLUMNS = new Set(["popular", "in_basic", "in_premium", "in_featured", "active"]);
/** Booking columns no API role may select (0001_baseline.sql, 0007_booking_client_keys.sql); `*` asks for them too. */
const HIDDEN_BOOKING_COLUMNS = new Set(["*", "manage_token", "idempotency_key", "client_address_key", "client_network_key"]);

/** What anon and authenticated may read: the sample tables but bookings and the dashboard's lists, and the shop's categories. */
const PUBLIC_TABLES = new Set<string>([
  ...SAMPLE_TABLES.filter((table) => !["bookings", "provider_offers", "provider_job_postings"].includes(table)),
  "product_categories",
  "shown_reviews",
  "shown_review_stars",
  ...PUBLIC_SCHEDULE_TABLES,
  // 0038/0047: read through their row level security (moderationReadable).
  "visit_reviews",
  "review_replies",
  "review_reports",
  // 0048: whether a listing has chosen its area and placed its point is public.
  "listing_setup",
]);
const DUBAI_OFFSET_MS = 4 * 3600_000;
/**
 * The foreign keys PostgREST would find for embedding (0001_baseline.sql):
 * each child table's provider_id references providers(id), a one-to-many from providers.
 */
const FOREIGN_KEYS: { child: string; column: string; parent: string; references: string }[] = [
  "provider_images",
  "services",
  "staff",
  "reviews",
  "staff_services",
  "provider_offers",
  "provider_job_postings",
  "bookings",
].map((child) => ({ child, column: "provider_id", parent: "providers", references: "id" }));

let sampleData: Record<string, Row[]> | undefined;
let sampleColumns: Record<string, Set<string>> | undefined;

/**
 * Tables whose rows the fake keeps in reverse of their display order. PostgreSQL promises no order
 * without ORDER BY; the sample data happens to be inserted in display order, so a read that forgot
 * to order (`order=position` or `<embedded>.order=position`) would pass by luck against it.
 */
const STORED_BACKWARDS = new Set(["provider_images", "services", "staff", "reviews", "staff_services"]);

/** The sample rows, as PostgreSQL would hold them (booleans, instants for booking times). */
function loadSampleData(): Record<string, Row[]> {
  if (sampleData) return sampleData;
  const db = d1SampleDatabase();
  const tables: Record<string, Row[]> = {};
  sampleColumns = {};
  for (const table of SAMPLE_TABLES) {
    const columns = db.prepare("SELECT name FROM pragma_table_info(?)").all(table) as { name: string }[];
    sampleColumns[table] = new Set(columns.map((column) => column.name));
    const order = STORED_BACKWARDS.has(table) ? "rowid DESC" : "rowid";
    tables[table] = (db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all() as Row[]).map((row) => {
      const copy: Row = { ...row };
      for (const column of Object.keys(copy)) {
        if (BOOLEAN_COLUMNS.has(column)) copy[column] = copy[column] === 1;
      }
      if (table === "products" || table === "jobs" || table === "provider_offers")
        copy.created_at = pgTimestamp(Date.parse(String(row.created_at)));
      if (table === "bookings") {
        copy.starts_at = wallToInstant(String(row.starts_at));
        copy.ends_at = wallToInstant(String(row.ends_at));
        copy.created_at = Date.parse(String(row.created_at));
      }
      return copy;
    });
  }
  db.close();
  sampleData = tables;
  return tables;
}

const wallToInstant = (wall: string) => Date.parse(`${wall}:00+04:00`);

/** timestamptz as PostgreSQL's JSON renders it (session time zone UTC). */
function pgTimestamp(ms: number): string {
  const iso = new Date(ms).toISOString();
  return (iso.endsWith(".000Z") ? iso.slice(0, -5) : iso.slice(0, -1)) + "+00:00";
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });

/** PostgREST's answer to an insert: 201, with the stored rows' selected columns when asked for them. */
function inserted(request: RecordedRequest, stored: Row[]): Response {
  if (!/return=representation/.test(request.headers["prefer"] ?? "")) return new Response(null, { status: 201 });
  const select = (request.url.searchParams.get("select") ?? "*").split(",");
  return json(
    201,
    stored.map((row) => (select[0] === "*" ? { ...row } : Object.fromEntries(select.map((column) => [column, row[column]])))),
  );
}

const randomToken = (bytes = 24) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");

// ---------------------------------------------------------------------------
// PostgREST filter grammar (the subset the adapter sends)
// ---------------------------------------------------------------------------

type Condition =
  { kind: "op"; column: string; op: string; value: string; negate: boolean } | { kind: "logic"; op: "and" | "or"; items: Condition[] };

/** Splits at top-level commas, honouring "quoted \" values" and nested parentheses. */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      current += char;
      if (char === "\\") current += text[(index += 1)] ?? "";
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    if (char === "(") depth += 1;
    if (char === ")") depth -= 1;
    if (char === "," && depth === 0) {
      items.push(current);
      current = "";
    } else current += char;
  }
  items.push(current);
  return items;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return value;
}

function parseOperation(column: string, expression: string): Condition {
  let negate = false;
  let rest = expression;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  if (dot < 0) throw new Error(`unreadable filter ${column}=${expression}`);
  return { kind: "op", column, op: rest.slice(0, dot), value: rest.slice(dot + 1), negate };
}

function parseLogic(op: "and" | "or", inner: string): Condition {
  const items = splitItems(inner).map((item): Condition => {
    const nested = /^(and|or)\((.*)\)$/s.exec(item);
    if (nested) return parseLogic(nested[1] as "and" | "or", nested[2]!);
    const dot = item.indexOf(".");
    return parseOperation(item.slice(0, dot), item.slice(dot + 1));
  });
  return { kind: "logic", op, items };
}

/** timestamptz text ('2026-11-01T00:00:00+00:00', '…T00:00:00.000Z'): compared as instants, as PostgreSQL does. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function compare(left: unknown, right: string): number {
  // Booking instants are kept as milliseconds; filters name them as timestamps.
  if (typeof left === "number") return left - (Number.isNaN(Number(right)) ? Date.parse(right) : Number(right));
  const text = String(left);
  if (INSTANT.test(text) && INSTANT.test(right)) return Date.parse(text) - Date.parse(right);
  return text < right ? -1 : text > right ? 1 : 0;
}

/** PostgREST's ilike: '*' stands for '%'; LIKE's '%' and '_' with '\\' escaping; case-insensitive. */
function ilike(cell: string, pattern: string): boolean {
  let source = "";
  const chars = [...pattern.replace(/\*/g, "%")];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index]!;
    if (char === "\\" && index + 1 < chars.length) source += escapeRegExp(chars[(index += 1)]!);
    else if (char === "%") source += ".*";
    else if (char === "_") source += ".";
    else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, "isu").test(cell);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function holds(row: Row, condition: Condition): boolean {
  if (condition.kind === "logic") {
    return condition.op === "and" ? condition.items.every((item) => holds(row, item)) : condition.items.some((item) => holds(row, item));
  }
  const cell = row[condition.column];
  if (!(condition.column in row)) throw new Error(`column ${condition.column} does not exist`);
  let result: boolean;
  switch (condition.op) {
    case "is":
      result = condition.value === "null" ? cell === null : String(cell) === condition.value;
      break;
    case "in": {
      const inner = /^\((.*)\)$/s.exec(condition.value)?.[1] ?? "";
      const values = splitItems(inner).map(unquote);
      result = cell !== null && values.includes(String(cell));
      break;
    }
    case "eq":
      result = cell !== null && compare(cell, unquote(condition.value)) === 0;
      break;
    case "neq":
      result = cell !== null && compare(cell, unquote(condition.value)) !== 0;
      break;
    case "gt":
      result = cell !== null && compare(cell, unquote(condition.value)) > 0;
      break;
    case "gte":
      result = cell !== null && compare(cell, unquote(condition.value)) >= 0;
      break;
    case "lt":
      result = cell !== null && compare(cell, unquote(condition.value)) < 0;
      break;
    case "lte":
      result = cell !== null && compare(cell, unquote(condition.value)) <= 0;
      break;
    case "ilike":
      result = cell !== null && ilike(String(cell), unquote(condition.value));
      break;
    default:
      throw new Error(`operator ${condition.op} is not implemented by the fake`);
  }
  return condition.negate ? !result : result;
}

function sortRows(rows: Row[], order: string | null): Row[] {
  if (!order) return rows;
  const keys = order.split(",").map((part) => {
    const [column, direction] = part.split(".");
    return { column: column!, descending: direction === "desc" };
  });
  return [...rows].sort((a, b) => {
    for (const { column, descending } of keys) {
      const left = a[column];
      const right = b[column];
      if (left === right) continue;
      if (left === null) return 1; // nulls last on ascending, as PostgreSQL does
      if (right === null) return -1;
      const difference =
        typeof left === "number" && typeof right === "number"
          ? left - right
          : compare(left, String(right)) || (String(left) < String(right) ? -1 : 1);
      return descending ? -difference : difference;
    }
    return 0;
  });
}

/** One item of `select`: a column, or an embedded resource `[alias:]table(items)`. */
type SelectItem = { kind: "column"; name: string } | { kind: "embed"; key: string; table: string; items: SelectItem[] };

function parseSelect(select: string): SelectItem[] {
  return splitItems(select).map((item): SelectItem => {
    const embed = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)\((.*)\)$/s.exec(item);
    if (embed) return { kind: "embed", key: embed[1] ?? embed[2]!, table: embed[2]!, items: parseSelect(embed[3]!) };
    return { kind: "column", name: item };
  });
}

class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code: string; details: string | null; hint: string | null; message: string },
  ) {
    super(body.message);
  }
}

// ---------------------------------------------------------------------------
// The project
// ---------------------------------------------------------------------------

/** An email Supabase Auth sent (its templates' link carries the token hash to the site). */
export interface FakeAuthEmail {
  type: "signup" | "recovery";
  email: string;
  tokenHash: string;
  /** The user's metadata locale, which the templates read. */
  locale: string | null;
}

interface FakeUser {
  id: string;
  email: string;
  password: string;
  emailConfirmedAt: string | null;
  createdAt: string;
  appMetadata: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
}

interface FakeObject {
  bytes: Uint8Array;
  contentType: string;
  owner: string | null;
}

type Caller = { role: "anon" } | { role: "service_role" } | { role: "authenticated"; userId: string; sessionId: string };

const BUCKETS: Record<
  string,
  { public: boolean; maxBytes: number; types: string[]; folders: Record<string, string[]>; accountsOnly?: boolean }
> = {
  provider_documents: {
    public: false,
    maxBytes: 10 * 1024 * 1024,
    types: [
      "application/pdf",
      "image/jpeg",
      "image/png",
      "image/webp",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    folders: { trade_licenses: ["pdf", "jpg", "jpeg", "png"], logos: ["webp"], photos: ["webp"], cvs: ["pdf", "docx"] },
    accountsOnly: true,
  },
  job_postings_assets: {
    public: true,
    maxBytes: 2 * 1024 * 1024,
    types: ["image/jpeg", "image/png", "image/webp"],
    folders: { logos: ["jpg", "jpeg", "png", "webp"] },
    accountsOnly: true,
  },
  product_images: {
    public: true,
    maxBytes: 5 * 1024 * 1024,
    types: ["image/jpeg", "image/png", "image/webp"],
    folders: { products: ["jpg", "jpeg", "png", "webp"] },
  },
};

const RPC_PARAMETERS: Record<string, string[]> = {
  create_booking: [
    "p_id",
    "p_provider_id",
    "p_service_id",
    "p_starts_at",
    "p_ends_at",
    "p_customer_name",
    "p_customer_phone",
    "p_customer_email",
    "p_idempotency_key",
    "p_daily_limit",
    "p_manage_token",
    "p_staff_ids",
    "p_client_address_key",
    "p_client_network_key",
    "p_client_address_limit",
    "p_client_network_limit",
  ],
  booking_by_idempotency_key: ["p_idempotency_key"],
  booking_by_manage_token: ["p_manage_token"],
  cancel_booking_by_manage_token: ["p_manage_token", "p_starts_after"],
  customer_bookings: ["p_customer_id", "p_from"],
  staff_busy_intervals: ["p_provider_id", "p_day"],
  job_board: ["p_text", "p_location", "p_type", "p_limit", "p_after_posted_date", "p_after_created_at", "p_after_id"],
  search_providers: [
    "p_terms",
    "p_name",
    "p_emirate",
    "p_type",
    "p_service",
    "p_min_rating",
    "p_min_price",
    "p_max_price",
    "p_limit",
    "p_after_rating",
    "p_after_name",
    "p_after_id",
    "p_open_date",
    "p_open_minute",
    "p_licensed_on",
  ],
  begin_sign_in_attempt: [
    "p_email",
    "p_client_address",
    "p_client_network",
    "p_limit",
    "p_account_limit",
    "p_network_limit",
    "p_window_seconds",
    "p_known_seconds",
  ],
  succeed_sign_in_attempt: ["p_email", "p_client_address", "p_known_seconds"],
  subscribe_to_premium: [],
  cancel_subscription: [],
  is_reviewer: [],
  approve_registration: ["p_registration_id", "p_provider_type", "p_slug", "p_opening_hours", "p_latitude", "p_longitude"],
  reject_registration: ["p_registration_id", "p_reason"],
  update_listing: [
    "p_provider_id",
    "p_about",
    "p_phone",
    "p_email",
    "p_opening_hours",
    "p_address",
    "p_latitude",
    "p_longitude",
    "p_location",
  ],
  add_listing_photo: ["p_provider_id", "p_url", "p_alt", "p_max"],
  arrange_listing_photos: ["p_provider_id", "p_urls", "p_shown"],
  save_listing_service: ["p_provider_id", "p_service_id", "p_name", "p_price_aed", "p_duration_minutes"],
  remove_listing_service: ["p_provider_id", "p_service_id"],
  // 0036: anyone applies and sends contact messages (the functions are security definer).
  apply_to_job: ["p_job_id", "p_name", "p_email", "p_phone", "p_message", "p_cv_key", "p_locale"],
  submit_contact_message: ["p_name", "p_email", "p_subject", "p_message", "p_locale"],
  ...SCHEDULE_RPC_PARAMETERS,
  ...LIFECYCLE_RPC_PARAMETERS,
  ...VISIT_REVIEW_RPC_PARAMETERS,
  ...REVIEW_MODERATION_RPC_PARAMETERS,
  ...API_KEY_RPC_PARAMETERS,
  ...OWNER_BOOKING_RPC_PARAMETERS,
  ...OUTBOX_RPC_PARAMETERS,
  ...DEAD_LETTER_RPC_PARAMETERS,
  ...HEALTH_LICENCE_RPC_PARAMETERS,
  ...WEBHOOK_RPC_PARAMETERS,
};
const SERVICE_ONLY_FUNCTIONS = new Set(["begin_sign_in_attempt", "succeed_sign_in_attempt", ...Object.keys(OUTBOX_RPC_PARAMETERS)]);

export class FakeSupabase {
  readonly url = "https://fakeproject.supabase.co";
  readonly anonKey = `anon-${randomToken(12)}`;
  readonly serviceRoleKey = `service-${randomToken(12)}`;
  readonly requests: RecordedRequest[] = [];

  private readonly tables: Record<string, Row[]>;
  private readonly users = new Map<string, FakeUser>();
  private readonly sessions = new Map<string, { userId: string }>();
  private readonly accessTokens = new Map<string, { sessionId: string; userId: string; expiresAt: number }>();
  private readonly refreshTokens = new Map<string, { sessionId: string; used: boolean }>();
  private readonly objects = new Map<string, FakeObject>();
  /** public.reviewers : written only by the service role, here by the test. */
  private readonly reviewers = new Set<string>();
  private readonly signedLinks = new Map<string, { key: string; expiresAt: number }>();
  private signInFailures: { email: string; address: string; network: string; at: number }[] = [];
  private lastOfferAt = 0;
  private readonly knownAddresses = new Map<string, number>();
  private readonly confirmEmail: boolean;
  private readonly now: () => Date;
  /** The outbox's events, as 0011_outbox.sql's triggers record them (fake-outbox.ts). */
  private readonly outbox = new FakeOutbox({
    rows: (table) => this.tables[table] ?? [],
    emailOf: (userId) => (typeof userId === "string" ? (this.users.get(userId)?.email ?? null) : null),
    localeOf: (userId) => {
      const locale = typeof userId === "string" ? this.users.get(userId)?.userMetadata?.locale : null;
      return typeof locale === "string" ? locale : null;
    },
  });
  /** What Supabase Auth emailed, oldest first. */
  readonly authEmails: FakeAuthEmail[] = [];
  private readonly emailLinks = new Map<string, { userId: string; type: FakeAuthEmail["type"]; expiresAt: number; used: boolean }>();

  constructor(options: FakeSupabaseOptions = {}) {
    const sample = loadSampleData();
    this.tables = Object.fromEntries(Object.entries(sample).map(([name, rows]) => [name, rows.map((row) => ({ ...row }))]));
    // The local database seeds owner accounts for the sample providers; the hosted seed has none.
    for (const provider of this.tables.providers!) provider.owner_id = null;
    this.tables.subscriptions = [];
    for (const table of EMPTY_SCHEDULE_TABLES) this.tables[table] = [];
    this.tables.booking_history = [];
    this.tables.job_applications = [];
    this.tables.contact_messages = [];
    this.tables.api_keys = [];
    this.tables.webhook_endpoints = [];
    this.tables.webhook_deliveries = [];
    this.tables.listing_setup = [];
    this.confirmEmail = options.confirmEmail ?? false;
    this.now = options.now ?? (() => new Date());
  }

  /** Give this to createClient as `global.fetch`. */
  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const bytes = request.body ? new Uint8Array(await request.arrayBuffer()) : null;
    const contentType = request.headers.get("content-type") ?? "";
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value])),
      text: bytes && /json|text/.test(contentType) ? new TextDecoder().decode(bytes) : null,
      bytes,
    };
    this.requests.push(recorded);
    return this.handle(recorded);
  };

  /** Issued access tokens, so a test can forge an expired or foreign one. */
  expireAccessToken(token: string): void {
    const entry = this.accessTokens.get(token);
    if (entry) entry.expiresAt = 0;
  }

  /** What only the service role does in real life: make an account a provider's owner. */
  /** Test arrangement, as SQL would make it (the triggers record it as the system's): a request, or moved `hoursAgo` into the past. */
  alterBooking(id: string, changes: { pending?: boolean; hoursAgo?: number; madeHoursAgo?: number }): void {
    const row = this.bookingRows().find((booking) => booking.id === id);
    if (!row) throw new Error(`no booking ${id}`);
    if (changes.madeHoursAgo !== undefined) row.created_at = this.now().getTime() - changes.madeHoursAgo * 3600_000;
    const before = { ...row };
    if (changes.pending) row.status = "Pending";
    if (changes.hoursAgo !== undefined) {
      const length = (row.ends_at as number) - (row.starts_at as number);
      const starts = this.now().getTime() - changes.hoursAgo * 3600_000;
      Object.assign(row, { starts_at: starts, ends_at: starts + length });
    }
    recordHistory(this.tables.booking_history!, before, row, "system", pgTimestamp(this.now().getTime()));
  }

  setProviderOwner(providerId: string, userId: string): void {
    const provider = this.tables.providers!.find((row) => row.id === providerId);
    if (!provider) throw new Error(`no provider ${providerId}`);
    provider.owner_id = userId;
  }

  /** How many objects the storage holds. */
  objectCount(): number {
    return this.objects.size;
  }

  /** What only the service role does in real life: give an account the reviewer role. */
  setReviewer(userId: string): void {
    this.reviewers.add(userId);
  }

  private moderationCaller(caller: Caller) {
    return { userId: caller.role === "authenticated" ? caller.userId : null, reviewer: this.isReviewer(caller) };
  }

  private isReviewer(caller: Caller): boolean {
    return caller.role === "authenticated" && this.reviewers.has(caller.userId);
  }

  bookingRows(): Row[] {
    return this.tables.bookings!;
  }

  private handle(request: RecordedRequest): Response {
    if (request.url.origin !== this.url) return json(502, { message: `unexpected host ${request.url.origin}` });
    const apikey = request.headers["apikey"];
    if (apikey !== this.anonKey && apikey !== this.serviceRoleKey) {
      return json(401, { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." });
    }
    const path = request.url.pathname;
    if (path.startsWith("/rest/v1/")) return this.rest(request, path.slice("/rest/v1/".length));
    if (path.startsWith("/auth/v1/")) return this.auth(request, path.slice("/auth/v1/".length));
    if (path.startsWith("/storage/v1/")) return this.storage(request, path.slice("/storage/v1/".length));
    return this.notImplemented(request);
  }

  private notImplemented(request: RecordedRequest): Response {
    return json(501, { message: `The fake does not implement ${request.method} ${request.url.pathname}${request.url.search}` });
  }

  /** Who the Authorization header says the caller is; null for a token the project did not issue or that expired. */
  private caller(request: RecordedRequest): Caller | null {
    const bearer = /^Bearer (.+)$/.exec(request.headers["authorization"] ?? "")?.[1];
    if (!bearer || bearer === this.anonKey) return { role: "anon" };
    if (bearer === this.serviceRoleKey) return { role: "service_role" };
    const token = this.accessTokens.get(bearer);
    if (!token || token.expiresAt <= this.now().getTime() / 1000) return null;
    return { role: "authenticated", userId: token.userId, sessionId: token.sessionId };
  }

  // -------------------------------------------------------------------------
  // REST
  // -------------------------------------------------------------------------

  private rest(request: RecordedRequest, resource: string): Response {
    const caller = this.caller(request);
    if (!caller) return json(401, { code: "PGRST301", details: null, hint: null, message: "JWSError JWSInvalidSignature" });
    if (resource.startsWith("rpc/")) {
      if (request.method !== "POST") return this.notImplemented(request);
      return this.rpc(caller, resource.slice(4), JSON.parse(request.text ?? "{}") as Row, request.headers);
    }
    if (resource === "provider_registrations") return this.registrations(request, caller);
    if (resource === "products" && request.method === "POST") return this.addProduct(request, caller);
    if (resource === "jobs" && request.method === "POST") return this.addJob(request, caller);
    if (resource === "provider_offers" && request.method === "POST") return this.addOffer(request, caller);
    if (resource === "bookings" && request.method === "PATCH") return this.updateBookings(request, caller);
    if (resource === "jobs" && request.method === "PATCH") return this.updateJobs(request, caller);
    if (request.method !== "GET" && request.method !== "HEAD") return this.notImplemented(request);
    const table = resource;
    if (!(table in this.tables) && !PUBLIC_TABLES.has(table)) {
      return json(404, {
        code: "PGRST205",
        details: null,
        hint: null,
        message: `Could not find the table 'public.${table}' in the schema cache`,
      });
    }
    const ownRows = caller.role === "authenticated" ? this.ownRowsOf(table, caller.userId) : null;
    if (caller.role !== "service_role" && !PUBLIC_TABLES.has(table) && !ownRows) {
      return json(caller.role === "anon" ? 401 : 403, {
        code: "42501",
        details: null,
        hint: null,
        message: `permission denied for table ${table}`,
      });
    }

    const params = request.url.searchParams;
    const select = parseSelect(params.get("select") ?? "*");
    // Column privileges (0001_baseline.sql): the API roles read no booking's manage token or idempotency key.
    if (
      table === "bookings" &&
      caller.role !== "service_role" &&
      select.some((item) => item.kind === "column" && HIDDEN_BOOKING_COLUMNS.has(item.name))
    ) {
      return json(403, { code: "42501", details: null, hint: null, message: "permission denied for table bookings" });
    }
    // 0045: the signing secret is the service role's only.
    if (
      table === "webhook_endpoints" &&
      caller.role !== "service_role" &&
      select.some((item) => item.kind === "column" && (item.name === "*" || HIDDEN_WEBHOOK_COLUMNS.has(item.name)))
    ) {
      return json(403, { code: "42501", details: null, hint: null, message: "permission denied for table webhook_endpoints" });
    }
    const embeds = select.filter((item) => item.kind === "embed");
    const embeddedOrders = new Map<string, string>();
    const conditions: Condition[] = [];
    for (const [key, value] of params) {
      if (["select", "order", "limit", "offset"].includes(key)) continue;
      const dot = key.indexOf(".");
      if (dot > 0) {
        // `<embedded resource>.<parameter>`: only ordering an embedded list is expected.
        const resource = key.slice(0, dot);
        if (!embeds.some((embed) => embed.key === resource)) {
          return json(400, {
            code: "PGRST108",
            details: null,
            hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
            message: `'${resource}' is not an embedded resource in this request`,
          });
        }
        if (key.slice(dot + 1) !== "order") return this.notImplemented(request);
        embeddedOrders.set(resource, value);
        continue;
      }
      if (key === "or" || key === "and") {
        conditions.push(parseLogic(key, /^\((.*)\)$/s.exec(value)?.[1] ?? ""));
      } else conditions.push(parseOperation(key, value));
    }
    let rows: Row[];
    try {
      const readable = this.readableRowsOf(table, caller);
      rows = this.rowsOf(table).filter(
        (row) => (!ownRows || ownRows(row)) && readable(row) && conditions.every((condition) => holds(row, condition)),
      );
    } catch (error) {
      return json(400, { code: "PGRST100", details: String(error), hint: null, message: "failed to parse filter" });
    }
    const total = rows.length;
    rows = sortRows(rows, params.get("order"));
    const offset = Number(params.get("offset") ?? 0);
    const limit = params.has("limit") ? Number(params.get("limit")) : Infinity;
    rows = rows.slice(offset, offset + limit);

    let body: Row[];
    try {
      body = rows.map((row) => this.shape(caller, table, row, select, embeddedOrders));
    } catch (error) {
      if (error instanceof PostgrestError) return json(error.status, error.body);
      throw error;
    }
    const counted = /count=exact/.test(request.headers["prefer"] ?? "");
    const range = rows.length ? `${offset}-${offset + rows.length - 1}` : "*";
    const headers = { "content-range": `${range}/${counted ? total : "*"}` };
    if (request.method === "HEAD") return new Response(null, { status: 200, headers });
    return json(200, body, headers);
  }

  /** A table's rows, or a view's (product_categories: the distinct categories of products). */
  private rowsOf(table: string): Row[] {
    if (table === "product_categories") {
      return [...new Set(this.tables.products!.map((row) => row.category))].map((category) => ({ category }));
    }
    if (table === "shown_reviews") return shownReviewRows(this.tables);
    if (table === "shown_review_stars") return shownReviewStarRows(this.tables);
    return this.tables[table] ?? [];
  }

  /** Row level security on public tables: jobs are read when open, or by their owner (0001_baseline.sql). */
  private readableRowsOf(table: string, caller: Caller): (row: Row) => boolean {
    const moderation = caller.role === "service_role" ? null : moderationReadable(this.tables, table, this.moderationCaller(caller));
    if (moderation) return moderation;
    if (table !== "jobs" || caller.role === "service_role") return () => true;
    const userId = caller.role === "authenticated" ? caller.userId : null;
    return (row) => row.status === "Open" || (userId !== null && row.owner_id === userId);
  }

  /**
   * jobs: Premium accounts insert the form's columns as themselves, with a company logo
   * they uploaded (or none); the database adds the owner, Open, no applicants, Dubai's today.
   */
  private addJob(request: RecordedRequest, caller: Caller): Response {
    const denied = (status: number, message: string) => json(status, { code: "42501", details: null, hint: null, message });
    if (caller.role !== "authenticated") return denied(401, "permission denied for table jobs");
    const body = JSON.parse(request.text ?? "{}") as Row | Row[];
    const formColumns = new Set([
      "title",
      "company_name",
      "location",
      "job_type",
      "salary_range",
      "description",
      "requirements",
      "company_logo_url",
    ]);
    const stored: Row[] = [];
    for (const row of Array.isArray(body) ? body : [body]) {
      if (Object.keys(row).some((column) => !formColumns.has(column))) return denied(403, "permission denied for table jobs");
      const logo = row.company_logo_url;
      const key = logo == null ? null : /^https?:\/\/[^/]+\/uploads\/(job_postings_assets\/logos\/[^/]+)$/.exec(String(logo))?.[1];
      const ownsLogo = logo == null || (key !== undefined && key !== null && this.objects.get(key)?.owner === caller.userId);
      if (!this.hasPremium(caller.userId) || !ownsLogo) {
        return denied(403, 'new row violates row-level security policy for table "jobs"');
      }
      stored.push({
        salary_range: null,
        company_logo_url: null,
        ...row,
        id: crypto.randomUUID(),
        owner_id: caller.userId,
        status: "Open",
        applicants: 0,
        location_key: jobLocationKey(String(row.location)),
        posted_date: dubaiNow(this.now()).date,
        created_at: pgTimestamp(this.now().getTime()),
      });
    }
    this.tables.jobs!.push(...stored);
    if (!/return=representation/.test(request.headers["prefer"] ?? "")) return new Response(null, { status: 201 });
    const select = (request.url.searchParams.get("select") ?? "*").split(",");
    return json(
      201,
      stored.map((row) => (select[0] === "*" ? { ...row } : Object.fromEntries(select.map((column) => [column, row[column]])))),
    );
  }

  /**
   * products: authenticated callers insert the form's columns as themselves, without a rating, for a
   * listing they own, naming a product image they uploaded; the stored row comes back on request. As
   * the 0009 trigger (which runs before row level security), a listing with DAILY_PRODUCTS_PER_LISTING
   * products of the last 24 hours is refused with P0001, its hint and when one more may be added.
   */
  private addProduct(request: RecordedRequest, caller: Caller): Response {
    const denied = (status: number, message: string) => json(status, { code: "42501", details: null, hint: null, message });
    if (caller.role !== "authenticated") return denied(401, "permission denied for table products");
    const body = JSON.parse(request.text ?? "{}") as Row | Row[];
    const formColumns = new Set([
      "provider_id",
      "name",
      "brand",
      "category",
      "price_fils",
      "compare_at_fils",
      "claims_genuine",
      "claims_uae_delivery",
      "stock",
      "description",
      "image_url",
    ]);
    const stored: Row[] = [];
    for (const row of Array.isArray(body) ? body : [body]) {
      if (Object.keys(row).some((column) => !formColumns.has(column))) return denied(403, "permission denied for table products");
      const full = this.dailyProductLimit(row.provider_id);
      if (full) return full;
      const key = /^https?:\/\/[^/]+\/uploads\/(product_images\/products\/[^/]+)$/.exec(String(row.image_url))?.[1];
      const image = key ? this.objects.get(key) : undefined;
      const listing = this.tables.providers!.find((provider) => provider.id === row.provider_id);
      if (!image || image.owner !== caller.userId || !listing || listing.owner_id !== caller.userId) {
        return denied(403, 'new row violates row-level security policy for table "products"');
      }
      const price = row.price_fils;
      const compareAt = row.compare_at_fils ?? null;
      if (
        !Number.isInteger(price) ||
        (price as number) < 1 ||
        (price as number) > 100_000_000 ||
        (compareAt !== null && (!Number.isInteger(compareAt) || (compareAt as number) <= (price as number))) ||
        !Number.isInteger(row.stock) ||
        (row.stock as number) < 0
      ) {
        return json(400, {
          code: "23514",
          details: null,
          hint: null,
          message: 'new row for relation "products" violates check constraint',
        });
      }
      stored.push({
        compare_at_fils: null,
        claims_genuine: false,
        claims_uae_delivery: false,
        ...row,
        id: crypto.randomUUID(),
        owner_id: caller.userId,
        rating: null,
        created_at: pgTimestamp(this.now().getTime()),
      });
    }
    this.tables.products!.push(...stored);
    return inserted(request, stored);
  }

  /** The 0009 trigger's refusal when a listing has DAILY_PRODUCTS_PER_LISTING products of the last 24 hours; null otherwise. */
  private dailyProductLimit(providerId: unknown): Response | null {
    if (typeof providerId !== "string") return null;
    const since = this.now().getTime() - PRODUCT_LIMIT_WINDOW_MS;
    const recent = this.tables
      .products!.filter((product) => product.provider_id === providerId && Date.parse(String(product.created_at)) > since)
      .map((product) => Date.parse(String(product.created_at)));
    if (recent.length < DAILY_PRODUCTS_PER_LISTING) return null;
    return json(400, {
      code: "P0001",
      details: new Date(Math.min(...recent) + PRODUCT_LIMIT_WINDOW_MS).toISOString(),
      hint: "DAILY_PRODUCT_LIMIT",
      message: `a business adds at most ${DAILY_PRODUCTS_PER_LISTING} products in 24 hours`,
    });
  }

  /**
   * provider_offers: the provider's owner on Premium inserts the offer's own
   * columns (insert is granted on those alone); the id and time are the database's.
   */
  private addOffer(request: RecordedRequest, caller: Caller): Response {
    const denied = (status: number, message: string) => json(status, { code: "42501", details: null, hint: null, message });
    if (caller.role !== "authenticated") return denied(401, "permission denied for table provider_offers");
    const body = JSON.parse(request.text ?? "{}") as Row | Row[];
    const offerColumns = new Set(["provider_id", "title", "description", "active"]);
    const ownsProvider = this.ownRowsOf("provider_offers", caller.userId)!;
    const stored: Row[] = [];
    for (const row of Array.isArray(body) ? body : [body]) {
      if (Object.keys(row).some((column) => !offerColumns.has(column))) return denied(403, "permission denied for table provider_offers");
      if (!ownsProvider(row) || !this.hasPremium(caller.userId)) {
        return denied(403, 'new row violates row-level security policy for table "provider_offers"');
      }
      const length = (value: unknown) => [...String(value ?? "")].length;
      if (length(row.title) < 1 || length(row.title) > 80 || length(row.description) < 1 || length(row.description) > 200) {
        return json(400, {
          code: "23514",
          details: null,
          hint: null,
          message: 'new row for relation "provider_offers" violates check constraint',
        });
      }
      // now() has microseconds in PostgreSQL: two offers placed one after the other never share a time.
      this.lastOfferAt = Math.max(this.now().getTime(), this.lastOfferAt + 1);
      stored.push({ active: true, ...row, id: crypto.randomUUID(), created_at: pgTimestamp(this.lastOfferAt) });
    }
    this.tables.provider_offers!.push(...stored);
    return inserted(request, stored);
  }

  /**
   * provider_registrations: authenticated callers insert the form's columns as
   * themselves, naming a trade licence they uploaded, and read back only their own rows.
   */
  private registrations(request: RecordedRequest, caller: Caller): Response {
    const denied = (status: number, message: string) => json(status, { code: "42501", details: null, hint: null, message });
    if (caller.role !== "authenticated") return denied(401, "permission denied for table provider_registrations");
    const select = (request.url.searchParams.get("select") ?? "*").split(",");
    const shape = (row: Row) => (select[0] === "*" ? { ...row } : Object.fromEntries(select.map((column) => [column, row[column]])));
    const rows = (this.tables.provider_registrations ??= []);

    if (request.method === "POST") {
      const body = JSON.parse(request.text ?? "{}") as Row | Row[];
      const submitted = Array.isArray(body) ? body : [body];
      const formColumns = new Set([
        "business_name",
        "business_type",
        "full_address",
        "emirate",
        "contact_person_name",
        "business_email",
        "business_phone",
        "short_description",
        "trade_license_url",
        "logo_url",
        "agreed_to_terms",
        "health_authority",
        "health_licence_number",
        "health_licence_expires_on",
        "advertising_permit",
      ]);
      const stored: Row[] = [];
      for (const row of submitted) {
        if (Object.keys(row).some((column) => !formColumns.has(column)))
          return denied(403, "permission denied for table provider_registrations");
        const licence = this.objects.get(String(row.trade_license_url));
        if (
          !licence ||
          licence.owner !== caller.userId ||
          !String(row.trade_license_url).startsWith("provider_documents/trade_licenses/")
        ) {
          return denied(403, 'new row violates row-level security policy for table "provider_registrations"');
        }
        if (row.agreed_to_terms !== true || String(row.short_description ?? "").trim().length > 200) {
          return json(400, { code: "23514", details: null, hint: null, message: "new row violates check constraint" });
        }
        const locale = request.headers["x-glow-locale"] === "ar" ? "ar" : "en"; // the locale trigger (0011)
        stored.push({
          ...row,
          id: crypto.randomUUID(),
          owner_id: caller.userId,
          status: "Pending",
          created_at: this.now().toISOString(),
          locale,
        });
      }
      rows.push(...stored);
      const representation = /return=representation/.test(request.headers["prefer"] ?? "");
      return representation ? json(201, stored.map(shape)) : new Response(null, { status: 201 });
    }
    if (request.method === "GET") {
      // Own rows, or every row for a reviewer; filters as PostgREST reads them.
      const params = request.url.searchParams;
      const conditions = [...params]
        .filter(([key]) => !["select", "order", "limit", "offset"].includes(key))
        .map(([key, value]) => parseOperation(key, value));
      const visible = rows.filter(
        (row) => (row.owner_id === caller.userId || this.isReviewer(caller)) && conditions.every((condition) => holds(row, condition)),
      );
      const limit = params.has("limit") ? Number(params.get("limit")) : Infinity;
      return json(200, sortRows(visible, params.get("order")).slice(0, limit).map(shape));
    }
    return this.notImplemented(request);
  }

  /**
   * A row as `select` asks for it. An embedded resource is a one-to-many along a child table's
   * foreign key to `table`: the child rows referencing this row, ordered by `<key>.order`, as a JSON
   * array (`[]` when there are none), under the alias or the table name, as PostgREST answers.
   */
  private shape(caller: Caller, table: string, row: Row, select: SelectItem[], embeddedOrders: Map<string, string>): Row {
    const known = sampleColumns?.[table];
    const shaped: Row = {};
    for (const item of select) {
      if (item.kind === "column") {
        if (item.name === "*") {
          Object.assign(shaped, row);
          continue;
        }
        if (known && !known.has(item.name)) {
          throw new PostgrestError(400, {
            code: "42703",
            details: null,
            hint: null,
            message: `column ${table}.${item.name} does not exist`,
          });
        }
        shaped[item.name] = row[item.name];
        continue;
      }
      const relationship = FOREIGN_KEYS.find((key) => key.child === item.table && key.parent === table);
      if (!relationship) {
        if (FOREIGN_KEYS.some((key) => key.child === table && key.parent === item.table)) {
          throw new PostgrestError(501, {
            code: "FAKE",
            details: null,
            hint: null,
            message: `the fake does not embed many-to-one ${table} → ${item.table}`,
          });
        }
        throw new PostgrestError(400, {
          code: "PGRST200",
          details: `Searched for a foreign key relationship between '${table}' and '${item.table}' in the schema 'public', but no matches were found.`,
          hint: null,
          message: `Could not find a relationship between '${table}' and '${item.table}' in the schema cache`,
        });
      }
      if (caller.role !== "service_role" && !PUBLIC_TABLES.has(item.table)) {
        throw new PostgrestError(caller.role === "anon" ? 401 : 403, {
          code: "42501",
          details: null,
          hint: null,
          message: `permission denied for table ${item.table}`,
        });
      }
      const children = (this.tables[item.table] ?? []).filter((child) => child[relationship.column] === row[relationship.references]);
      shaped[item.key] = sortRows(children, embeddedOrders.get(item.key) ?? null).map((child) =>
        this.shape(caller, item.table, child, item.items, new Map()),
      );
    }
    for (const [key, value] of Object.entries(shaped)) {
      if ((table === "bookings" || table === "staff_time_off") && typeof value === "number" && /_at$/.test(key)) {
        shaped[key] = pgTimestamp(value);
      }
    }
    return shaped;
  }

  private rpc(caller: Caller, name: string, args: Row, headers: Record<string, string> = {}): Response {
    const expected = RPC_PARAMETERS[name];
    const given = Object.keys(args).sort();
    if (!expected || JSON.stringify([...expected].sort()) !== JSON.stringify(given)) {
      return json(404, {
        code: "PGRST202",
        details: `Searched for the function public.${name} with parameters ${given.join(", ")}`,
        hint: null,
        message: `Could not find the function public.${name}(${given.join(", ")}) in the schema cache`,
      });
    }
    if (SERVICE_ONLY_FUNCTIONS.has(name) && caller.role !== "service_role") {
      return json(caller.role === "anon" ? 401 : 403, {
        code: "42501",
        details: null,
        hint: null,
        message: `permission denied for function ${name}`,
      });
    }
    if (name in OUTBOX_RPC_PARAMETERS) return json(200, this.outbox.call(name, args));
    if (name in DEAD_LETTER_RPC_PARAMETERS) {
      // 0021's functions raise insufficient_privilege for anyone but a reviewer (anon may not call them at all).
      if (!this.isReviewer(caller))
        return json(caller.role === "anon" ? 401 : 403, {
          code: "42501",
          details: null,
          hint: null,
          message: "Only reviewers can see dead letters.",
        });
      return json(200, this.outbox.call(name, args));
    }
    if (name in WEBHOOK_RPC_PARAMETERS) {
      // 0045's functions: signed-in accounts only, each acting on the caller's own rows.
      if (caller.role !== "authenticated")
        return json(caller.role === "anon" ? 401 : 403, {
          code: "42501",
          details: null,
          hint: null,
          message: `permission denied for function ${name}`,
        });
      return webhookRpc(this.tables, caller.userId, name, args, pgTimestamp(this.now().getTime()));
    }
    if (name in HEALTH_LICENCE_RPC_PARAMETERS) {
      // 0037's functions: signed-in accounts only; each checks the owner or the reviewer itself.
      if (caller.role !== "authenticated")
        return json(401, { code: "42501", details: null, hint: null, message: `permission denied for function ${name}` });
      return healthLicenceRpc(this.tables, { userId: caller.userId, reviewer: this.isReviewer(caller) }, name, args);
    }
    if (name in OWNER_BOOKING_RPC_PARAMETERS) {
      // 0025's functions: executable by signed-in accounts only; the function itself checks the Premium owner.
      if (caller.role !== "authenticated")
        return json(401, { code: "42501", details: null, hint: null, message: `permission denied for function ${name}` });
      return ownerBookingRpc(
        {
          tables: this.tables,
          bookings: this.bookingRows(),
          now: this.now().getTime(),
          premiumCaller: this.hasPremium(caller.userId) ? caller.userId : null,
          receipt,
          recordEvent: (kind, subjectId) => this.outbox.record(kind, subjectId),
          locale: headers["x-glow-locale"] === "ar" ? "ar" : "en",
        },
        name,
        args,
      );
    }
    if (name in REVIEW_MODERATION_RPC_PARAMETERS) {
      const { status, body } = reviewModerationRpc(this.tables, this.moderationCaller(caller), name, args, this.now().getTime());
      return json(status, body);
    }
    if (name in API_KEY_RPC_PARAMETERS) {
      const nowMs = this.now().getTime();
      const answer = apiKeyRpc(
        this.tables,
        caller.role === "authenticated" ? caller.userId : null,
        name,
        args,
        () => pgTimestamp(this.now().getTime()),
        nowMs,
      );
      if (answer === "forbidden")
        return json(caller.role === "anon" ? 401 : 403, {
          code: "42501",
          details: null,
          hint: null,
          message: `permission denied for function ${name}`,
        });
      return json(200, answer ?? null);
    }
    if (name in VISIT_REVIEW_RPC_PARAMETERS) {
      if (name === "review_invitation" && caller.role !== "service_role")
        return json(401, { code: "42501", details: null, hint: null, message: `permission denied for function ${name}` });
      return json(200, visitReviewRpc(this.tables, this.bookingRows(), name, args, this.now().getTime()));
    }
    switch (name) {
      case "apply_to_job":
        return json(200, this.applyToJob(args));
      case "submit_contact_message": {
        const id = crypto.randomUUID();
        const locale = args.p_locale === "ar" ? "ar" : "en";
        const row = { id, name: args.p_name, email: args.p_email, subject: args.p_subject, message: args.p_message, locale };
        this.tables.contact_messages!.push({ ...row, created_at: this.now().toISOString() });
        const { id: _id, ...payload } = row;
        this.outbox.record("contact_message", id, null, payload);
        return json(200, { id });
      }
      case "change_booking_state": {
        if (caller.role !== "authenticated") return json(401, { code: "42501", details: null, hint: null, message: "permission denied" });
        const owns = this.ownRowsOf("booking_history", caller.userId)!;
        const at = pgTimestamp(this.now().getTime());
        const changed = changeBookingState(this.bookingRows(), this.tables.booking_history!, args, owns, this.now(), at);
        // 0024's outbox triggers: a request accepted, or declined (with 0020's record of who and why).
        const row = changed ? this.bookingRows().find((booking) => booking.id === changed) : undefined;
        if (row && args.p_change === "confirm") this.outbox.record("booking_confirmed", String(row.id));
        if (row && args.p_change === "decline") this.outbox.recordDecline(row);
        // 0038's trigger: a visit marked completed is invited to be reviewed, in the same statement.
        if (changed && args.p_change === "complete") this.outbox.record("review_invitation", changed);
        // 0045's triggers: a visit's outcome is an event of its own (webhooks).
        if (changed && args.p_change === "complete") this.outbox.record("booking_completed", changed);
        if (changed && args.p_change === "no_show") this.outbox.record("booking_no_show", changed);
        return json(200, changed);
      }
      case "decline_unanswered_requests": {
        if (caller.role !== "service_role")
          return json(caller.role === "anon" ? 401 : 403, { code: "42501", details: null, hint: null, message: "permission denied" });
        const at = pgTimestamp(this.now().getTime());
        const declined = declineUnanswered(
          this.bookingRows(),
          this.tables.provider_booking_rules!,
          this.tables.booking_history!,
          this.now(),
          at,
        );
        for (const row of declined) this.outbox.recordDecline(row);
        return json(200, declined.length);
      }
      case "create_booking":
        return this.createBooking(caller, args, headers["x-glow-locale"] === "ar" ? "ar" : "en", headers["x-glow-api-key-id"] || null);
      case "booking_by_idempotency_key": {
        const booking = this.bookingRows().find((row) => row.idempotency_key === args.p_idempotency_key);
        return json(200, booking ? receipt(booking) : null);
      }
      case "customer_bookings": {
        // Mirrors 0026_my_bookings_by_email.sql: the caller's own bookings and the guest bookings made with the
        // email the caller confirmed, cancelled ones included, from p_from on, by time; each listed for the caller.
        if (caller.role !== "authenticated")
          return json(401, { code: "42501", details: null, hint: null, message: "permission denied for function customer_bookings" });
        const from = Date.parse(String(args.p_from));
        const account = args.p_customer_id === caller.userId ? this.users.get(caller.userId) : undefined;
        const confirmedEmail = account?.emailConfirmedAt ? account.email.toLowerCase() : null;
        const mine = this.bookingRows()
          .filter(
            (row) =>
              account !== undefined &&
              (row.customer_id === account.id ||
                (row.customer_id == null && confirmedEmail !== null && String(row.customer_email ?? "").toLowerCase() === confirmedEmail)),
          )
          .filter((row) => (row.starts_at as number) >= from)
          .sort((a, b) => (a.starts_at as number) - (b.starts_at as number) || String(a.id).localeCompare(String(b.id)))
          .slice(0, 100);
        return json(
          200,
          mine.map((row) => ({ ...receipt(row), customer_id: account!.id })),
        );
      }
      case "booking_by_manage_token": {
        const booking = this.bookingRows().find((row) => row.manage_token === args.p_manage_token);
        return json(200, booking ? receipt(booking) : null);
      }
      case "cancel_booking_by_manage_token": {
        // Mirrors 0001_baseline.sql.
        const booking = this.bookingRows().find((row) => row.manage_token === args.p_manage_token);
        if (!booking) return json(200, "not_found");
        if (booking.status === "Cancelled") return json(200, "cancelled");
        const horizon = Math.max(Date.parse(String(args.p_starts_after)), this.now().getTime());
        if ((booking.starts_at as number) <= horizon) return json(200, "too_late");
        Object.assign(booking, { status: "Cancelled", cancelled_by: "customer" });
        this.outbox.recordCancellation(booking);
        return json(200, "cancelled");
      }
      case "staff_busy_intervals": {
        const dayStart = Date.parse(`${String(args.p_day)}T00:00:00+04:00`);
        const dayEnd = dayStart + 24 * 3600_000;
        const busy = this.bookingRows()
          .filter(
            (row) =>
              row.provider_id === args.p_provider_id &&
              row.status !== "Cancelled" &&
              (row.starts_at as number) < dayEnd &&
              (row.ends_at as number) > dayStart,
          )
          .sort((a, b) => (a.starts_at as number) - (b.starts_at as number) || String(a.staff_id).localeCompare(String(b.staff_id)))
          .map((row) => ({
            staff_id: row.staff_id,
            starts_at: pgTimestamp(row.starts_at as number),
            ends_at: pgTimestamp(row.ends_at as number),
          }));
        return json(200, busy);
      }
      case "search_providers":
        return json(200, this.search(args));
      case "job_board":
        return json(200, this.jobBoard(args));
      case "is_reviewer":
        return json(200, this.isReviewer(caller));
      case "approve_registration":
      case "reject_registration":
        return this.decideRegistration(caller, name, args);
      case "update_listing":
      case "add_listing_photo":
      case "arrange_listing_photos":
      case "save_listing_service":
      case "remove_listing_service":
        return this.changeListing(caller, name, args);
      case "subscribe_to_premium":
      case "cancel_subscription":
        return this.changeSubscription(caller, name);
      case "staff_time_off_between":
      case "set_weekly_hours":
      case "set_special_hours":
      case "set_staff_schedule":
      case "add_closure":
      case "remove_closure":
      case "add_staff_time_off":
      case "remove_staff_time_off":
      case "set_booking_rules":
      case "set_booking_confirmation":
        return scheduleRpc(this.tables, caller.role === "authenticated" ? caller.userId : null, name, args);
      case "begin_sign_in_attempt": {
        // As the SQL function (0008): under the network's and the account's locks (here: no await),
        // count, decide, insert; the wait is until every limit that holds the attempt lets go.
        const now = this.now().getTime();
        const windowMs = Number(args.p_window_seconds) * 1000;
        const isKnown = (email: unknown, address: unknown) =>
          (this.knownAddresses.get(`${email} ${address}`) ?? -Infinity) > now - Number(args.p_known_seconds) * 1000;
        this.signInFailures = this.signInFailures.filter((failure) => failure.at > now - windowMs);
        const ofAccount = this.signInFailures.filter((failure) => failure.email === args.p_email);
        const ofPair = ofAccount.filter((failure) => failure.address === args.p_client_address);
        const lastFailures = new Map<string, number>();
        for (const failure of this.signInFailures) {
          if (failure.network !== args.p_client_network || isKnown(failure.email, failure.address)) continue;
          lastFailures.set(failure.email, Math.max(failure.at, lastFailures.get(failure.email) ?? -Infinity));
        }
        const held: number[] = [];
        if (ofPair.length >= Number(args.p_limit)) held.push(Math.min(...ofPair.map((f) => f.at)));
        if (!isKnown(args.p_email, args.p_client_address)) {
          if (ofAccount.length >= Number(args.p_account_limit)) held.push(Math.min(...ofAccount.map((f) => f.at)));
          const lasts = [...lastFailures.values()].sort((a, b) => a - b);
          if (lasts.length >= Number(args.p_network_limit)) held.push(lasts[lasts.length - Number(args.p_network_limit)]!);
        }
        if (held.length > 0) return json(200, Math.max(1, Math.ceil((Math.max(...held) + windowMs - now) / 1000)));
        this.signInFailures.push({
          email: String(args.p_email),
          address: String(args.p_client_address),
          network: String(args.p_client_network),
          at: now,
        });
        return json(200, null);
      }
      case "succeed_sign_in_attempt":
        this.signInFailures = this.signInFailures.filter(
          (failure) => !(failure.email === args.p_email && failure.address === args.p_client_address),
        );
        this.knownAddresses.set(`${args.p_email} ${args.p_client_address}`, this.now().getTime());
        return new Response(null, { status: 204 });
    }
    return json(404, { code: "PGRST202", details: null, hint: null, message: `Could not find the function public.${name}` });
  }

  /**
   * Row level security for the rows an account may read beyond the public tables (0001_baseline.sql): its
   * providers' bookings, offers and job postings, and its own plan. Null for tables it has no policy on.
   */
  private ownRowsOf(table: string, userId: string): ((row: Row) => boolean) | null {
    const ownsProvider = (row: Row) =>
      this.tables.providers!.some((provider) => provider.id === row.provider_id && provider.owner_id === userId);
    // A signed-in customer also reads the bookings they made ("customers read their bookings").
    if (table === "bookings") return (row) => row.customer_id === userId || ownsProvider(row);
    if (table === "provider_offers" || table === "provider_job_postings") return ownsProvider;
    // 0010: "owners manage their staff time off" (anyone else reads when people are away only through staff_time_off_between).
    if (table === "staff_time_off") return ownsProvider;
    // 0024: "owners read their bookings' history".
    if (table === "booking_history") return ownsProvider;
    if (table === "subscriptions") return (row) => row.account_id === userId;
    // 0043: "accounts read their own API keys".
    if (table === "api_keys") return (row) => row.account_id === userId;
    // 0036: "posters read their jobs' applications".
    if (table === "job_applications") return (row) => this.tables.jobs!.some((job) => job.id === row.job_id && job.owner_id === userId);
    // 0045: "accounts read their webhook endpoints", "… their endpoints' deliveries".
    if (table === "webhook_endpoints") return (row) => row.account_id === userId;
    if (table === "webhook_deliveries")
      return (row) => this.tables.webhook_endpoints!.some((endpoint) => endpoint.id === row.endpoint_id && endpoint.account_id === userId);
    return null;
  }

  /** 0036's "posters read their applicants' CVs": an application of the caller's job names the object. */
  private postsJobWithCv(caller: Caller, key: string): boolean {
    if (caller.role !== "authenticated") return false;
    return this.tables.job_applications!.some(
      (application) =>
        application.cv_key === key && this.tables.jobs!.some((job) => job.id === application.job_id && job.owner_id === caller.userId),
    );
  }

  /** Mirrors public.apply_to_job (0036): an uploaded, unused CV; an Open job; counted, with its event. */
  private applyToJob(args: Row): Row {
    const key = String(args.p_cv_key);
    const uploaded = key.startsWith("provider_documents/cvs/") && this.objects.has(key);
    if (!uploaded || this.tables.job_applications!.some((application) => application.cv_key === key)) return { outcome: "no_cv" };
    const job = this.tables.jobs!.find((candidate) => candidate.id === args.p_job_id && candidate.status === "Open");
    if (!job) return { outcome: "closed" };
    const id = crypto.randomUUID();
    const locale = args.p_locale === "ar" ? "ar" : "en";
    const row = {
      id,
      job_id: job.id,
      name: args.p_name,
      email: args.p_email,
      phone: args.p_phone,
      message: args.p_message ?? "",
      cv_key: key,
      locale,
      created_at: new Date(this.now().getTime() + this.tables.job_applications!.length).toISOString(),
    };
    this.tables.job_applications!.push(row);
    job.applicants = Number(job.applicants) + 1;
    const poster = typeof job.owner_id === "string" ? this.users.get(job.owner_id) : undefined;
    this.outbox.record("job_applied", id, null, {
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      locale,
      jobId: job.id,
      jobTitle: job.title,
      companyName: job.company_name,
      posterEmail: poster?.email ?? null,
      posterLocale: "en",
    });
    return { outcome: "applied", id };
  }

  private hasPremium(userId: string): boolean {
    return includesPremium(this.subscriptionOf(userId).plan);
  }

  private subscriptionOf(userId: string): SubscriptionState {
    const row = this.tables.subscriptions!.find((subscription) => subscription.account_id === userId);
    return row ? { plan: row.plan as SubscriptionState["plan"], trialEndsOn: row.trial_ends_on as string | null } : BASIC;
  }

  /** Mirrors public.subscribe_to_premium / cancel_subscription: the caller's own row, the trial decided here. */
  private changeSubscription(caller: Caller, name: "subscribe_to_premium" | "cancel_subscription"): Response {
    if (caller.role !== "authenticated")
      return json(caller.role === "anon" ? 401 : 403, {
        code: "42501",
        details: null,
        hint: null,
        message: `permission denied for function ${name}`,
      });
    const current = this.subscriptionOf(caller.userId);
    const next =
      name === "subscribe_to_premium"
        ? subscribed(current, dubaiNow(this.now()).date)
        : includesPremium(current.plan)
          ? cancelled(current)
          : current;
    const rows = this.tables.subscriptions!;
    const index = rows.findIndex((row) => row.account_id === caller.userId);
    const row = { account_id: caller.userId, plan: next.plan, trial_ends_on: next.trialEndsOn, updated_at: this.now().toISOString() };
    if (index >= 0) rows[index] = row;
    else if (next.plan !== "basic") rows.push(row);
    return json(200, row);
  }

  /**
   * Mirrors public.approve_registration / reject_registration: reviewers only; a registration
   * no longer Pending is not changed; approval inserts the listing (the first free slug) and its logo.
   * No await inside: like the row lock, nothing interleaves.
   */
  private decideRegistration(caller: Caller, name: "approve_registration" | "reject_registration", args: Row): Response {
    if (!this.isReviewer(caller)) {
      return json(403, { code: "42501", details: null, hint: null, message: "only reviewers approve registrations" });
    }
    const registration = (this.tables.provider_registrations ?? []).find((row) => row.id === args.p_registration_id);
    if (!registration) return json(200, { outcome: "missing" });
    if (registration.status !== "Pending") return json(200, { outcome: "decided", status: registration.status });
    const reviewed = { reviewed_by: caller.role === "authenticated" ? caller.userId : null, reviewed_at: this.now().toISOString() };
    if (name === "reject_registration") {
      Object.assign(registration, { status: "Rejected", rejection_reason: args.p_reason, ...reviewed });
      this.outbox.record("registration_rejected", String(registration.id));
      return json(200, { outcome: "rejected" });
    }
    const providers = this.tables.providers!;
    let slug = String(args.p_slug);
    for (let attempt = 1; providers.some((row) => row.id === slug); attempt += 1) slug = `${args.p_slug}-${attempt + 1}`;
    providers.push({
      id: slug,
      owner_id: registration.owner_id,
      name: registration.business_name,
      type: args.p_provider_type,
      emirate: registration.emirate,
      location: registration.emirate,
      address: registration.full_address,
      rating: 0,
      about: registration.short_description,
      phone: registration.business_phone,
      email: registration.business_email,
      opening_hours: args.p_opening_hours,
      latitude: args.p_latitude,
      longitude: args.p_longitude,
      featured_rank: null,
      created_at: this.now().toISOString(),
    });
    addDefaultSchedule(this.tables, slug);
    if (registration.logo_url) {
      this.tables.provider_images!.push({
        provider_id: slug,
        position: 1,
        url: registration.logo_url,
        alt: `${registration.business_name} logo`,
      });
    }
    this.tables.staff!.push({
      id: `${slug}-owner`,
      provider_id: slug,
      position: 1,
      name: registration.contact_person_name,
      title: "Owner",
      image_url: registration.logo_url ?? "/favicon.svg",
    });
    Object.assign(registration, { status: "Approved", provider_id: slug, ...reviewed });
    // 0048's trigger: the listing starts its setup with no area and no map point.
    this.tables.listing_setup!.push({ provider_id: slug, area_chosen: false, map_placed: false });
    this.tables.providers!.find((row) => row.id === slug)!.location = "";
    // 0037's trigger: a clinic's licence given at registration becomes the listing's, awaiting verification.
    if (registration.health_licence_number && args.p_provider_type === "Clinic") {
      this.tables.health_licences!.push({
        provider_id: slug,
        authority: registration.health_authority,
        number: registration.health_licence_number,
        expires_on: registration.health_licence_expires_on,
        advertising_permit: registration.advertising_permit ?? null,
        verified_on: null,
      });
    }
    this.outbox.record("registration_approved", String(registration.id));
    return json(200, { outcome: "approved", provider_id: slug });
  }

  /** Mirrors the owners' listing functions (0001_baseline.sql): the owner only, that provider's rows only, all or nothing. */
  private changeListing(caller: Caller, name: string, args: Row): Response {
    const providerId = args.p_provider_id;
    const provider = this.tables.providers!.find((row) => row.id === providerId);
    if (caller.role !== "authenticated" || !provider || provider.owner_id !== caller.userId) {
      return json(403, { code: "42501", details: null, hint: null, message: "only the owner changes a listing" });
    }
    const images = this.tables.provider_images!;
    const services = this.tables.services!;
    const nextPosition = (rows: Row[]) =>
      Math.max(0, ...rows.filter((row) => row.provider_id === providerId).map((row) => Number(row.position))) + 1;
    switch (name) {
      case "update_listing":
        Object.assign(provider, {
          about: args.p_about,
          phone: args.p_phone,
          email: args.p_email,
          opening_hours: args.p_opening_hours,
          address: args.p_address,
          latitude: args.p_latitude,
          longitude: args.p_longitude,
          location: args.p_location ?? provider.location,
        });
        // 0048's triggers: the area is chosen when not empty; the position is always written, so placed.
        for (const setup of this.tables.listing_setup!.filter((row) => row.provider_id === providerId)) {
          Object.assign(setup, { area_chosen: provider.location !== "", map_placed: true });
        }
        return new Response(null, { status: 204 });
      case "add_listing_photo": {
        if (images.filter((row) => row.provider_id === providerId).length >= Number(args.p_max)) return json(200, "full");
        images.push({ provider_id: providerId, position: nextPosition(images), url: args.p_url, alt: args.p_alt });
        return json(200, "changed");
      }
      case "arrange_listing_photos": {
        const own = images.filter((row) => row.provider_id === providerId);
        const urls = args.p_urls as string[];
        const shown = args.p_shown as string[];
        const sorted = (list: unknown[]) => JSON.stringify(list.map(String).sort());
        if (sorted(own.map((row) => row.url)) !== sorted(shown) || urls.some((url) => !shown.includes(url))) return json(200, "stale");
        const kept = urls.map((url, index) => ({ ...own.find((row) => row.url === url)!, position: index + 1 }));
        this.tables.provider_images = [...images.filter((row) => row.provider_id !== providerId), ...kept];
        return json(200, "changed");
      }
      case "save_listing_service": {
        const fields = { name: args.p_name, price_aed: args.p_price_aed, duration_minutes: args.p_duration_minutes };
        const sameName = (row: Row) =>
          row.provider_id === providerId &&
          row.id !== args.p_service_id &&
          String(row.name).toLowerCase() === String(args.p_name).toLowerCase();
        // supabase/0035: another service of that name is a unique_violation, which PostgREST answers 409.
        if (services.some(sameName))
          return json(409, { code: "23505", details: null, hint: null, message: "the listing has a service of that name" });
        if (args.p_service_id !== null) {
          const service = services.find((row) => row.id === args.p_service_id && row.provider_id === providerId);
          if (!service) return json(200, null);
          Object.assign(service, fields);
          return json(200, service.id);
        }
        const id = `${String(providerId)}-${crypto.randomUUID()}`;
        services.push({ id, provider_id: providerId, position: nextPosition(services), ...fields });
        for (const member of this.tables.staff!.filter((row) => row.provider_id === providerId)) {
          this.tables.staff_services!.push({ provider_id: providerId, staff_id: member.id, service_id: id });
        }
        return json(200, id);
      }
      case "remove_listing_service": {
        const index = services.findIndex((row) => row.id === args.p_service_id && row.provider_id === providerId);
        if (index < 0) return json(200, "missing");
        if (this.bookingRows().some((row) => row.service_id === args.p_service_id)) return json(200, "booked");
        services.splice(index, 1);
        return json(200, "removed");
      }
    }
    return this.notImplemented({ method: "POST", url: new URL(`${this.url}/rest/v1/rpc/${name}`), headers: {}, text: null, bytes: null });
  }

  /** PATCH /bookings: a Premium owner sets the status of their providers' bookings, nothing else. */
  private updateBookings(request: RecordedRequest, caller: Caller): Response {
    const denied = (status: number) =>
      json(status, { code: "42501", details: null, hint: null, message: "permission denied for table bookings" });
    if (caller.role !== "authenticated") return denied(401);
    const changes = JSON.parse(request.text ?? "{}") as Row;
    // 0020: an owner writes the status and the reason; who cancelled is the trigger's to say (the salon).
    if (Object.keys(changes).some((column) => column !== "status" && column !== "cancellation_reason")) return denied(403);
    const conditions: Condition[] = [];
    for (const [key, value] of request.url.searchParams) {
      if (key !== "select") conditions.push(parseOperation(key, value));
    }
    const ownsProvider = this.ownRowsOf("bookings", caller.userId)!;
    // USING: rows the policy does not cover are simply not updated.
    const rows = this.bookingRows().filter(
      (row) => ownsProvider(row) && this.hasPremium(caller.userId) && conditions.every((condition) => holds(row, condition)),
    );
    // 0020's checks: who and why stay as recorded once cancelled; a reason is at most 300 characters.
    const reason = changes.cancellation_reason;
    const refused = rows.some(
      (row) =>
        (reason !== undefined && row.status === "Cancelled" && reason !== row.cancellation_reason) ||
        (typeof reason === "string" && [...reason].length > 300),
    );
    if (refused) return json(400, { code: "23514", details: null, hint: null, message: "violates check constraint" });
    for (const row of rows) {
      const cancelling = changes.status === "Cancelled" && row.status !== "Cancelled";
      const before = { ...row };
      Object.assign(row, changes, cancelling ? { cancelled_by: "salon" } : {});
      recordHistory(this.tables.booking_history!, before, row, "salon", pgTimestamp(this.now().getTime()));
      if (cancelling) this.outbox.recordCancellation(row);
    }
    const select = (request.url.searchParams.get("select") ?? "*").split(",");
    const shaped = rows.map((row) => {
      const out = select[0] === "*" ? { ...row } : Object.fromEntries(select.map((column) => [column, row[column]]));
      for (const [key, value] of Object.entries(out)) if (typeof value === "number" && /_at$/.test(key)) out[key] = pgTimestamp(value);
      return out;
    });
    return /return=representation/.test(request.headers["prefer"] ?? "") ? json(200, shaped) : new Response(null, { status: 204 });
  }

  /** jobs (0001): "posters update their jobs", the granted columns only; rows the policy does not cover are not updated. */
  private updateJobs(request: RecordedRequest, caller: Caller): Response {
    if (caller.role !== "authenticated")
      return json(401, { code: "42501", details: null, hint: null, message: "permission denied for table jobs" });
    const changes = JSON.parse(request.text ?? "{}") as Row;
    if (Object.keys(changes).some((column) => column !== "status") || !["Open", "Closed"].includes(String(changes.status))) {
      return json(400, { code: "23514", details: null, hint: null, message: "violates check constraint" });
    }
    const conditions: Condition[] = [];
    for (const [key, value] of request.url.searchParams) if (key !== "select") conditions.push(parseOperation(key, value));
    const rows = this.tables.jobs!.filter(
      (row) => row.owner_id === caller.userId && conditions.every((condition) => holds(row, condition)),
    );
    for (const row of rows) row.status = changes.status;
    const select = (request.url.searchParams.get("select") ?? "*").split(",");
    const shaped = rows.map((row) => (select[0] === "*" ? { ...row } : Object.fromEntries(select.map((column) => [column, row[column]]))));
    return /return=representation/.test(request.headers["prefer"] ?? "") ? json(200, shaped) : new Response(null, { status: 204 });
  }

  /** Mirrors public.create_booking (0007_booking_client_keys.sql, wrapping 0001_baseline.sql's). */
  private createBooking(caller: Caller, args: Row, locale: "en" | "ar", apiKeyId: string | null = null): Response {
    const invalid = (message: string) => json(400, { code: "22023", details: null, hint: null, message });
    const bookings = this.bookingRows();
    const isKey = (value: unknown) => typeof value === "string" && /^[0-9a-f]{64}$/.test(value);
    if (!isKey(args.p_client_address_key) || !isKey(args.p_client_network_key)) {
      return invalid("The client keys are required (64 hexadecimal characters each).");
    }
    const earlier = bookings.find((row) => row.idempotency_key === args.p_idempotency_key);
    if (earlier) return json(200, { outcome: "replayed", booking: receipt(earlier) });
    // The provider's live bookings of that Dubai day holding `key` in `column`.
    const dayStart = Date.parse(
      `${new Date(Date.parse(String(args.p_starts_at)) + DUBAI_OFFSET_MS).toISOString().slice(0, 10)}T00:00:00+04:00`,
    );
    const held = (column: string, key: unknown) =>
      bookings.filter(
        (row) =>
          row.provider_id === args.p_provider_id &&
          row.status !== "Cancelled" &&
          (row.starts_at as number) >= dayStart &&
          (row.starts_at as number) < dayStart + 86_400_000 &&
          row[column] === key,
      ).length;
    if (
      held("client_address_key", args.p_client_address_key) >= Math.min(Number(args.p_client_address_limit ?? 3), 3) ||
      held("client_network_key", args.p_client_network_key) >= Math.min(Number(args.p_client_network_limit ?? 6), 6)
    ) {
      return json(200, { outcome: "client_limit", booking: null });
    }
    const service = this.tables.services!.find((row) => row.provider_id === args.p_provider_id && row.id === args.p_service_id);
    if (!service) return invalid("This service is not offered by this provider.");
    const startsAt = Date.parse(String(args.p_starts_at));
    const endsAt = Date.parse(String(args.p_ends_at));
    const local = new Date(startsAt + DUBAI_OFFSET_MS);
    const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
    const duration = Number(service.duration_minutes);
    if (
      endsAt !== startsAt + duration * 60_000 ||
      startsAt <= this.now().getTime() ||
      local.getUTCSeconds() !== 0 ||
      !withinHours(this.tables, String(args.p_provider_id), local.toISOString().slice(0, 10), minutes, duration)
    ) {
      return invalid("This time is not a bookable slot.");
    }
    // The performers of the service, in the order asked for (without a list: the provider's order).
    const asked = Array.isArray(args.p_staff_ids) ? (args.p_staff_ids as string[]) : null;
    const position = (staffId: string) =>
      asked ? asked.indexOf(staffId) : Number(this.tables.staff!.find((row) => row.id === staffId)?.position ?? 0);
    const candidates = this.tables
      .staff_services!.filter(
        (row) =>
          row.provider_id === args.p_provider_id &&
          row.service_id === args.p_service_id &&
          (asked === null || asked.includes(String(row.staff_id))) &&
          canWork(this.tables, String(row.staff_id), local.getUTCDay(), minutes, duration, startsAt, endsAt),
      )
      .map((row) => String(row.staff_id))
      .sort((a, b) => position(a) - position(b));
    // As the function: the buffer keeps each person's bookings that far apart.
    const buffer = bufferMs(this.tables, String(args.p_provider_id));
    const free = candidates.find(
      (staffId) =>
        !bookings.some(
          (row) =>
            row.staff_id === staffId &&
            row.status !== "Cancelled" &&
            (row.starts_at as number) < endsAt + buffer &&
            (row.ends_at as number) + buffer > startsAt,
        ),
    );
    if (held("customer_phone", args.p_customer_phone) >= Math.min(Number(args.p_daily_limit ?? 3), 3)) {
      return json(200, { outcome: "daily_limit", booking: null });
    }
    if (free === undefined) return json(200, { outcome: "slot_taken", booking: null });
    if (bookings.some((row) => row.id === args.p_id)) {
      return json(409, {
        code: "23505",
        details: null,
        hint: null,
        message: 'duplicate key value violates unique constraint "bookings_pkey"',
      });
    }
    const row: Row = {
      id: args.p_id,
      provider_id: args.p_provider_id,
      service_id: args.p_service_id,
      staff_id: free,
      starts_at: startsAt,
      ends_at: endsAt,
      customer_name: args.p_customer_name,
      customer_phone: args.p_customer_phone,
      customer_email: args.p_customer_email || null,
      // 0039's trigger: a provider that confirms each online booking itself gets a request.
      status: confirmsEach(this.tables, String(args.p_provider_id)) ? "Pending" : "Confirmed",
      idempotency_key: args.p_idempotency_key,
      manage_token: args.p_manage_token ?? null,
      customer_id: caller.role === "authenticated" ? caller.userId : null,
      client_address_key: args.p_client_address_key,
      client_network_key: args.p_client_network_key,
      created_at: this.now().getTime(),
      locale,
      // 0024's columns, as PostgreSQL's defaults fill them.
      outcome: null,
      outcome_at: null,
      declined: false,
      changed_by: null,
      // 0043's trigger: the key the request names, if it is not revoked, and the app's name.
      ...bookingSource(this.tables.api_keys ?? [], apiKeyId),
    };
    bookings.push(row);
    recordHistory(this.tables.booking_history!, null, row, "customer", pgTimestamp(this.now().getTime()));
    this.outbox.record(row.status === "Pending" ? "booking_requested" : "booking_created", String(row.id));
    return json(200, { outcome: "created", booking: receipt(row) });
  }

  /** Mirrors public.job_board (0004_short_text_grams.sql) with the board's own rules: the open jobs only. */
  private jobBoard(args: Row) {
    const filter: JobFilter = {
      text: (args.p_text as string | null) ?? null,
      location: (args.p_location as string | null) ?? null,
      type: (args.p_type as JobFilter["type"]) ?? null,
    };
    const position = (row: Row) => ({
      postedDate: String(row.posted_date),
      createdAt: new Date(String(row.created_at)).toISOString(),
      id: String(row.id),
    });
    const matches = this.tables
      .jobs!.filter((row) =>
        matchesJobFilter(
          {
            title: String(row.title),
            companyName: String(row.company_name),
            location: String(row.location),
            jobType: String(row.job_type),
            status: row.status as "Open" | "Closed",
          },
          filter,
        ),
      )
      .sort((a, b) => compareJobs(position(a), position(b)));
    const after = args.p_after_id
      ? {
          postedDate: String(args.p_after_posted_date),
          createdAt: new Date(String(args.p_after_created_at)).toISOString(),
          id: String(args.p_after_id),
        }
      : null;
    const page = matches
      .filter((row) => !after || isAfterJobCursor(position(row), after))
      .slice(0, Math.max(0, Math.min(Number(args.p_limit ?? 20), 51)));
    const jobs = page.map((row) => Object.fromEntries(JOB_COLUMNS.split(",").map((column) => [column, row[column]])));
    return { total: matches.length, jobs };
  }

  /** Mirrors public.search_providers (0001_baseline.sql, 0023's open filter) with the port's own predicate. */
  /** A provider's health licence as the search's matcher reads it (0037's row), null when none. */
  private licenceOf(providerId: string): { expiresOn: string; verifiedOn: string | null } | null {
    const row = this.tables.health_licences!.find((licence) => licence.provider_id === providerId);
    return row ? { expiresOn: String(row.expires_on), verifiedOn: (row.verified_on as string | null) ?? null } : null;
  }

  /** 0048: not a listing in setup without its area or a service. */
  private readyForSearch(providerId: string, serviceCount: number): boolean {
    const setup = this.tables.listing_setup!.find((row) => row.provider_id === providerId);
    return !setup || (setup.area_chosen === true && serviceCount > 0);
  }

  private search(args: Row) {
    const groups = Array.isArray(args.p_terms) ? (args.p_terms as string[]).map((group) => group.split("\n")) : [];
    const criteria: SearchCriteria = {
      ...DEFAULT_CRITERIA,
      // The free text's groups (one per element, alternatives one per line: supabase/0034) are tested below.
      text: null,
      name: (args.p_name as string | null) ?? null,
      emirate: (args.p_emirate as SearchCriteria["emirate"]) ?? null,
      providerType: (args.p_type as SearchCriteria["providerType"]) ?? null,
      service: (args.p_service as string | null) ?? null,
      minRating: Number(args.p_min_rating ?? 0),
      minPrice: Number(args.p_min_price ?? 0),
      maxPrice: Number(args.p_max_price ?? 5000),
      open: args.p_open_date
        ? { kind: "date", date: String(args.p_open_date), minute: args.p_open_minute == null ? null : Number(args.p_open_minute) }
        : null,
      licensedOn: (args.p_licensed_on as string | null) ?? null,
    };
    const matches = this.tables
      .providers!.map((provider) => ({
        id: String(provider.id),
        name: String(provider.name),
        type: provider.type as ProviderType,
        emirate: provider.emirate as Emirate,
        location: String(provider.location),
        address: String(provider.address),
        rating: Number(provider.rating),
        services: this.tables
          .services!.filter((service) => service.provider_id === provider.id)
          .map((service) => ({ name: String(service.name), priceAed: Number(service.price_aed) })),
        schedule: scheduleOf(this.tables, String(provider.id)),
        licence: this.licenceOf(String(provider.id)),
      }))
      .filter((provider) => this.readyForSearch(provider.id, provider.services.length))
      .filter((provider) => matchesSearch(provider, criteria) && matchesTermGroups(provider, groups))
      .sort((a, b) => b.rating - a.rating || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : 1));
    const after = args.p_after_id
      ? { rating: Number(args.p_after_rating), name: String(args.p_after_name), id: String(args.p_after_id) }
      : null;
    const page = matches
      .filter(
        (hit) =>
          !after ||
          hit.rating < after.rating ||
          (hit.rating === after.rating && (hit.name > after.name || (hit.name === after.name && hit.id > after.id))),
      )
      .slice(0, Math.max(0, Math.min(Number(args.p_limit ?? 20), 101)));
    return { total: matches.length, hits: page.map((hit) => ({ provider_id: hit.id, name: hit.name, rating: hit.rating })) };
  }

  // -------------------------------------------------------------------------
  // Auth (GoTrue)
  // -------------------------------------------------------------------------

  private authError(request: RecordedRequest, status: number, code: string, message: string, extra: Row = {}): Response {
    // supabase-js asks for API version 2024-01-01: codes come in `code`, echoed in a response header.
    if (request.headers["x-supabase-api-version"] !== "2024-01-01") {
      return json(status, { code: status, error_code: code, msg: message, ...extra }, { "x-sb-error-code": code });
    }
    return json(status, { code, message, ...extra }, { "x-supabase-api-version": "2024-01-01", "x-sb-error-code": code });
  }

  private userJson(user: FakeUser) {
    return {
      id: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      email_confirmed_at: user.emailConfirmedAt,
      confirmed_at: user.emailConfirmedAt,
      phone: "",
      app_metadata: user.appMetadata,
      user_metadata: user.userMetadata ?? {},
      identities: [
        {
          identity_id: crypto.randomUUID(),
          id: user.id,
          user_id: user.id,
          provider: "email",
          identity_data: { email: user.email, sub: user.id },
          created_at: user.createdAt,
        },
      ],
      created_at: user.createdAt,
      updated_at: user.createdAt,
      is_anonymous: false,
    };
  }

  private startSession(user: FakeUser, sessionId: string = crypto.randomUUID()) {
    this.sessions.set(sessionId, { userId: user.id });
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const expiresAt = issuedAt + 3600;
    const payload = {
      aud: "authenticated",
      exp: expiresAt,
      iat: issuedAt,
      sub: user.id,
      email: user.email,
      role: "authenticated",
      session_id: sessionId,
    };
    const accessToken = [
      Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url"),
      Buffer.from(JSON.stringify(payload)).toString("base64url"),
      randomToken(32),
    ].join(".");
    const refreshToken = randomToken(9);
    this.accessTokens.set(accessToken, { sessionId, userId: user.id, expiresAt });
    this.refreshTokens.set(refreshToken, { sessionId, used: false });
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: 3600,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: this.userJson(user),
    };
  }

  private auth(request: RecordedRequest, endpoint: string): Response {
    const body = (request.text ? JSON.parse(request.text) : {}) as Row;
    const grant = request.url.searchParams.get("grant_type");
    if (endpoint === "signup" && request.method === "POST") return this.signUp(request, body);
    if (endpoint === "token" && request.method === "POST" && grant === "password") return this.signIn(request, body);
    if (endpoint === "token" && request.method === "POST" && grant === "refresh_token") return this.refresh(request, body);
    if (endpoint === "verify" && request.method === "POST") return this.verify(request, body);
    if (endpoint === "resend" && request.method === "POST") {
      const user = this.userByEmail(body.email);
      if (body.type === "signup" && user && !user.emailConfirmedAt) this.sendAuthEmail(user, "signup");
      return json(200, {});
    }
    if (endpoint === "recover" && request.method === "POST") {
      const user = this.userByEmail(body.email);
      if (user) this.sendAuthEmail(user, "recovery");
      return json(200, {}); // the same answer for an address without an account
    }
    if (endpoint === "user" && request.method === "PUT") {
      const session = this.userSession(request);
      if (session instanceof Response) return session;
      if (typeof body.password === "string") session.user.password = body.password;
      return json(200, this.userJson(session.user));
    }
    if (endpoint === "user" && request.method === "GET") {
      const session = this.userSession(request);
      if (session instanceof Response) return session;
      return json(200, this.userJson(session.user));
    }
    const deleted = /^admin\/users\/([0-9a-f-]{36})$/.exec(endpoint);
    if (deleted && request.method === "DELETE") return this.deleteUser(request, deleted[1]!);
    if (deleted && request.method === "GET") {
      // supabase-js reads the user before its admin delete.
      if (this.caller(request)?.role !== "service_role") return this.authError(request, 403, "not_admin", "User not allowed");
      const user = this.users.get(deleted[1]!);
      return user ? json(200, this.userJson(user)) : this.authError(request, 404, "user_not_found", "User not found");
    }
    if (endpoint === "logout" && request.method === "POST") {
      const session = this.userSession(request);
      if (session instanceof Response) return session;
      const scope = request.url.searchParams.get("scope") ?? "global";
      for (const [id, entry] of [...this.sessions]) {
        const mine = entry.userId === session.user.id;
        if (
          (scope === "local" && id === session.sessionId) ||
          (scope === "global" && mine) ||
          (scope === "others" && mine && id !== session.sessionId)
        ) {
          this.sessions.delete(id);
        }
      }
      return new Response(null, { status: 204 });
    }
    return this.notImplemented(request);
  }

  /**
   * Supabase Auth's admin delete (service role only): the user and its sessions go, and 0019_account_deletion.sql's
   * trigger on auth.users keeps the bookings the user made without their name, phone and email.
   */
  private deleteUser(request: RecordedRequest, userId: string): Response {
    if (this.caller(request)?.role !== "service_role") return this.authError(request, 403, "not_admin", "User not allowed");
    const user = this.users.get(userId);
    if (!user) return this.authError(request, 404, "user_not_found", "User not found");
    const at = this.now().getTime();
    // 0021's trigger: the deletion's confirmation, with the address and language the message needs.
    this.outbox.record("account_deleted", userId, null, { email: user.email, locale: user.userMetadata?.locale === "ar" ? "ar" : "en" });
    // 0021's cascade: the account's registrations go with it, and their trade licences are to be removed.
    const registrations = (this.tables.provider_registrations ??= []);
    for (const registration of registrations.filter((row) => row.owner_id === userId))
      this.outbox.recordRemoval(String(registration.trade_license_url));
    this.tables.provider_registrations = registrations.filter((row) => row.owner_id !== userId);
    for (const booking of this.bookingRows().filter((row) => row.customer_id === userId)) {
      Object.assign(booking, { customer_name: "", customer_phone: "", customer_email: null, anonymised_at: at, customer_id: null });
    }
    for (const [id, entry] of [...this.sessions]) if (entry.userId === userId) this.sessions.delete(id);
    this.users.delete(userId);
    return json(200, {}); // Supabase Auth answers its admin delete with an empty object
  }

  private userSession(request: RecordedRequest): { user: FakeUser; sessionId: string } | Response {
    const bearer = /^Bearer (.+)$/.exec(request.headers["authorization"] ?? "")?.[1] ?? "";
    const token = this.accessTokens.get(bearer);
    if (!token) return this.authError(request, 403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token is malformed");
    if (token.expiresAt <= this.now().getTime() / 1000) {
      return this.authError(
        request,
        403,
        "bad_jwt",
        "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired",
      );
    }
    if (!this.sessions.has(token.sessionId)) {
      return this.authError(request, 403, "session_not_found", "Session from session_id claim in JWT does not exist");
    }
    return { user: this.users.get(token.userId)!, sessionId: token.sessionId };
  }

  private signUp(request: RecordedRequest, body: Row): Response {
    const email = String(body.email ?? "").toLowerCase();
    const password = String(body.password ?? "");
    if (!email || !password) return this.authError(request, 400, "validation_failed", "Signup requires a valid password");
    if (password.length < 6) {
      return this.authError(request, 422, "weak_password", "Password should be at least 6 characters.", {
        weak_password: { reasons: ["length"] },
      });
    }
    const existing = [...this.users.values()].find((user) => user.email === email);
    if (existing) {
      if (!this.confirmEmail) return this.authError(request, 422, "user_already_exists", "User already registered");
      // With confirmations on, Supabase answers with an obfuscated user that has no identities.
      return json(200, {
        ...this.userJson({ ...existing, id: crypto.randomUUID() }),
        identities: [],
        email_confirmed_at: null,
        confirmed_at: null,
      });
    }
    const now = this.now().toISOString();
    const user: FakeUser = {
      id: crypto.randomUUID(),
      email,
      password,
      emailConfirmedAt: null,
      createdAt: now,
      appMetadata: { provider: "email", providers: ["email"] },
      userMetadata: (body.data as Record<string, unknown> | undefined) ?? {},
    };
    this.users.set(user.id, user);
    this.sendAuthEmail(user, "signup");
    if (this.confirmEmail) return json(200, { ...this.userJson(user), confirmation_sent_at: now });
    return json(200, this.startSession(user));
  }

  private userByEmail(email: unknown): FakeUser | undefined {
    const address = String(email ?? "").toLowerCase();
    return [...this.users.values()].find((candidate) => candidate.email === address);
  }

  /** Supabase Auth's email with a one-time link (an hour, GoTrue's default mailer_otp_exp; the project sets a day for sign-up). */
  private sendAuthEmail(user: FakeUser, type: FakeAuthEmail["type"]) {
    const tokenHash = crypto.randomUUID().replace(/-/g, "");
    const lifetime = type === "signup" ? 86_400 : 3_600;
    this.emailLinks.set(tokenHash, { userId: user.id, type, expiresAt: this.now().getTime() / 1000 + lifetime, used: false });
    this.authEmails.push({ type, email: user.email, tokenHash, locale: (user.userMetadata?.locale as string | undefined) ?? null });
  }

  /** POST /verify with a token hash: once, before it expires; a recovery link also signs the user in. */
  private verify(request: RecordedRequest, body: Row): Response {
    const link = this.emailLinks.get(String(body.token_hash ?? ""));
    const wanted = body.type === "recovery" ? "recovery" : "signup"; // 'email' and 'signup' both verify a sign-up
    if (!link || link.used || link.type !== wanted || link.expiresAt <= this.now().getTime() / 1000) {
      return this.authError(request, 403, "otp_expired", "Email link is invalid or has expired");
    }
    link.used = true;
    const user = this.users.get(link.userId)!;
    user.emailConfirmedAt ??= this.now().toISOString();
    return json(200, this.startSession(user));
  }

  private signIn(request: RecordedRequest, body: Row): Response {
    const email = String(body.email ?? "").toLowerCase();
    const user = [...this.users.values()].find((candidate) => candidate.email === email);
    if (!user || user.password !== body.password) return this.authError(request, 400, "invalid_credentials", "Invalid login credentials");
    if (this.confirmEmail && !user.emailConfirmedAt) return this.authError(request, 400, "email_not_confirmed", "Email not confirmed");
    return json(200, this.startSession(user));
  }

  private refresh(request: RecordedRequest, body: Row): Response {
    const token = this.refreshTokens.get(String(body.refresh_token ?? ""));
    if (!token) return this.authError(request, 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    if (token.used) return this.authError(request, 400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
    const session = this.sessions.get(token.sessionId);
    if (!session) return this.authError(request, 400, "session_not_found", "Session from session_id claim in JWT does not exist");
    token.used = true;
    return json(200, this.startSession(this.users.get(session.userId)!, token.sessionId));
  }

  // -------------------------------------------------------------------------
  // Storage
  // -------------------------------------------------------------------------

  private storageError(status: number, statusCode: string, error: string, message: string): Response {
    return json(status, { statusCode, error, message });
  }

  private storage(request: RecordedRequest, resource: string): Response {
    const caller = this.caller(request);
    if (!caller) return this.storageError(400, "403", "Unauthorized", "invalid signature");
    const signing = /^object\/sign\/([^/]+)\/(.+)$/.exec(resource);
    if (signing)
      return this.signedObject(request, caller, decodeURIComponent(signing[1]!), signing[2]!.split("/").map(decodeURIComponent).join("/"));
    const match = /^object\/([^/]+)\/(.+)$/.exec(resource);
    if (!match) return this.notImplemented(request);
    const bucketId = decodeURIComponent(match[1]!);
    const name = match[2]!.split("/").map(decodeURIComponent).join("/");
    const bucket = BUCKETS[bucketId];
    if (!bucket) return this.storageError(400, "404", "Bucket not found", "Bucket not found");
    const key = `${bucketId}/${name}`;
    const ownerId = caller.role === "authenticated" ? caller.userId : null;

    if (request.method === "POST") {
      const folder = name.split("/")[0]!;
      const extensions = bucket.folders[folder];
      const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
      const pattern = new RegExp(`^${folder}/[0-9]{10,16}_[A-Za-z0-9][A-Za-z0-9._-]{0,150}$`);
      // 0036: "applicants upload CVs", signed in or not.
      const refusedCaller = bucket.accountsOnly && caller.role === "anon" && !(bucketId === "provider_documents" && folder === "cvs");
      if (
        caller.role !== "service_role" &&
        (refusedCaller || !extensions || !extension || !extensions.includes(extension) || !pattern.test(name))
      ) {
        return this.storageError(400, "403", "Unauthorized", "new row violates row-level security policy");
      }
      const contentType = (request.headers["content-type"] ?? "").split(";")[0]!.trim();
      if (!bucket.types.includes(contentType)) {
        return this.storageError(400, "415", "invalid_mime_type", `mime type ${contentType} is not supported`);
      }
      const bytes = request.bytes ?? new Uint8Array();
      if (bytes.byteLength > bucket.maxBytes) {
        return this.storageError(400, "413", "Payload too large", "The object exceeded the maximum allowed size");
      }
      if (this.objects.has(key)) return this.storageError(400, "409", "Duplicate", "The resource already exists");
      this.objects.set(key, { bytes, contentType, owner: ownerId });
      return json(200, { Key: key, Id: crypto.randomUUID() });
    }

    if (request.method === "GET") {
      const object = this.objects.get(key);
      const readable =
        caller.role === "service_role" ||
        bucket.public ||
        name.startsWith("logos/") ||
        name.startsWith("photos/") ||
        (object?.owner !== null && object?.owner === ownerId);
      if (!object || !readable) return this.storageError(400, "404", "not_found", "Object not found");
      return new Response(object.bytes.slice().buffer as ArrayBuffer, {
        status: 200,
        headers: { "content-type": object.contentType, "content-length": String(object.bytes.byteLength) },
      });
    }
    return this.notImplemented(request);
  }

  /**
   * Signed URLs: POST /object/sign/{bucket}/{path} makes one for a caller who may read the object
   * (here: trade licences for reviewers, 0019; public objects for anyone); GET with its token serves
   * the object until it expires.
   */
  private signedObject(request: RecordedRequest, caller: Caller, bucketId: string, name: string): Response {
    const key = `${bucketId}/${name}`;
    const object = this.objects.get(key);
    if (request.method === "POST") {
      const readable =
        caller.role === "service_role" ||
        BUCKETS[bucketId]?.public ||
        (object?.owner !== null && caller.role === "authenticated" && object?.owner === caller.userId) ||
        (bucketId === "provider_documents" && name.startsWith("trade_licenses/") && this.isReviewer(caller)) ||
        (bucketId === "provider_documents" && name.startsWith("cvs/") && this.postsJobWithCv(caller, key));
      if (!object || !readable) return this.storageError(400, "404", "not_found", "Object not found");
      const { expiresIn } = JSON.parse(request.text ?? "{}") as { expiresIn: number };
      const token = randomToken(24);
      this.signedLinks.set(token, { key, expiresAt: this.now().getTime() + expiresIn * 1000 });
      return json(200, { signedURL: `/object/sign/${bucketId}/${name}?token=${token}` });
    }
    if (request.method === "GET") {
      const link = this.signedLinks.get(request.url.searchParams.get("token") ?? "");
      if (!object || !link || link.key !== key || link.expiresAt <= this.now().getTime()) {
        return this.storageError(400, "InvalidJWT", "invalid_token", "jwt expired");
      }
      return new Response(object.bytes.slice().buffer as ArrayBuffer, { status: 200, headers: { "content-type": object.contentType } });
    }
    return this.notImplemented(request);
  }
}

/** A booking as the functions return it (0001_baseline.sql private.booking_receipt). */
function receipt(row: Row) {
  return {
    id: row.id,
    provider_id: row.provider_id,
    service_id: row.service_id,
    staff_id: row.staff_id,
    starts_at: pgTimestamp(row.starts_at as number),
    ends_at: pgTimestamp(row.ends_at as number),
    customer_name: row.customer_name,
    customer_phone: row.customer_phone,
    customer_email: row.customer_email,
    status: row.status,
    idempotency_key: row.idempotency_key,
    manage_token: row.manage_token ?? null,
    created_at: pgTimestamp(row.created_at as number),
    cancelled_by: row.cancelled_by ?? null,
    cancellation_reason: row.cancellation_reason ?? null,
    // 0024: the manage link reads the state too.
    outcome: row.outcome ?? null,
    declined: Boolean(row.declined),
  };
}
