/**
 * The backend contract against a real Supabase project, when one is configured:
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_ANON_KEY=… [SUPABASE_SERVICE_ROLE_KEY=…] \
 *   [SUPABASE_LIVE_WRITES=1] npm run test:contract
 *
 * The project must have the migrations of workers/migrations/supabase applied (the seed included).
 * By default only the read-only part runs. SUPABASE_LIVE_WRITES=1 adds bookings (on far-future
 * days), uploads and sign-ups with throwaway addresses: use a test project with email confirmation
 * off. Without SUPABASE_URL and SUPABASE_ANON_KEY the suite is skipped, and says so.
 */
import { describe } from "vitest";
import { sharpImages } from "./sharp-images";
import { createSupabaseBackend } from "../../workers/adapters/supabase";
import { backendContract, mondaysFrom, type ContractSubject } from "./backend-contract";

const url = process.env.SUPABASE_URL;
const anonKey = process.env.SUPABASE_ANON_KEY;
const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY || null;
const writes = process.env.SUPABASE_LIVE_WRITES === "1";
const configured = Boolean(url && anonKey);

if (!configured) {
  console.log(
    "Live Supabase contract suite SKIPPED: set SUPABASE_URL and SUPABASE_ANON_KEY (optionally SUPABASE_SERVICE_ROLE_KEY " +
      "and SUPABASE_LIVE_WRITES=1) to run the backend contract against a real project.",
  );
} else {
  console.log(`Live Supabase contract suite against ${url} (${writes ? "reads and writes" : "read-only"}).`);
}

// Booking days nobody else uses: Mondays from a random year far ahead, a new one per call.
const firstYear = 2040 + Math.floor(Math.random() * 50);
const firstMonday = new Date(Date.UTC(firstYear, 0, 1));
while (firstMonday.getUTCDay() !== 1) firstMonday.setUTCDate(firstMonday.getUTCDate() + 1);
const freshDay = mondaysFrom(firstMonday.toISOString().slice(0, 10));

const subject: ContractSubject = {
  limitsSignIns: serviceRoleKey !== null,
  canRequireConfirmation: false,
  world() {
    return {
      origin: "https://glow.example",
      freshDay,
      backend: (accessToken = null) =>
        createSupabaseBackend(
          { url: url!, anonKey: anonKey!, serviceRoleKey },
          { accessToken, origin: "https://glow.example", images: sharpImages },
        ),
    };
  },
};

describe.skipIf(!configured)("backend contract: Supabase adapter against the live project", () => {
  backendContract(subject, { writes });
});
