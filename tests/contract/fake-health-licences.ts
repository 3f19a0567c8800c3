/**
 * The fake Supabase's mirror of 0037_health_licences.sql's functions: set_health_licence (the clinic's owner;
 * its emirate's authority and format; a change clears the verification) and verify_health_licence (reviewers).
 * The SQL itself is proven in tests/postgres/health-licences.test.ts.
 */
import { authoritiesFor, isLicenceNumber, type HealthAuthority } from "../../graphql/modules/clinics/rules";
import type { Emirate } from "../../graphql/shared/vocabulary";

type Row = Record<string, unknown>;

export const HEALTH_LICENCE_RPC_PARAMETERS: Record<string, string[]> = {
  set_health_licence: ["p_provider_id", "p_authority", "p_number", "p_expires_on", "p_advertising_permit"],
  verify_health_licence: ["p_provider_id", "p_on"],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const refusal = (status: number, code: string, message: string) => json(status, { code, details: null, hint: null, message });

export function healthLicenceRpc(
  tables: Record<string, Row[]>,
  caller: { userId: string | null; reviewer: boolean },
  name: string,
  args: Row,
): Response {
  const providerId = args.p_provider_id;
  const licences = tables.health_licences!;
  const current = licences.find((row) => row.provider_id === providerId);
  if (name === "verify_health_licence") {
    if (!caller.reviewer) return refusal(403, "42501", "only reviewers verify a clinic's licence");
    if (!current) return json(200, "missing");
    if (String(current.expires_on) < String(args.p_on)) return json(200, "expired");
    current.verified_on = args.p_on;
    return json(200, "verified");
  }
  const provider = tables.providers!.find((row) => row.id === providerId);
  if (!caller.userId || !provider || provider.owner_id !== caller.userId) {
    return refusal(403, "42501", "only the owner changes a listing's licence");
  }
  const authority = args.p_authority as HealthAuthority;
  if (
    provider.type !== "Clinic" ||
    !authoritiesFor(provider.emirate as Emirate).includes(authority) ||
    !isLicenceNumber(authority, String(args.p_number))
  ) {
    return refusal(400, "23514", "check violation");
  }
  const next = {
    provider_id: providerId,
    authority,
    number: args.p_number,
    expires_on: args.p_expires_on,
    advertising_permit: args.p_advertising_permit ?? null,
  };
  if (!current) {
    licences.push({ ...next, verified_on: null });
  } else {
    const same =
      current.authority === next.authority &&
      current.number === next.number &&
      current.expires_on === next.expires_on &&
      (current.advertising_permit ?? null) === next.advertising_permit;
    Object.assign(current, next, { verified_on: same ? current.verified_on : null });
  }
  return new Response(null, { status: 204 });
}
