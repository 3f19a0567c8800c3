/**
 * `npm run reviewer:grant -- <email> [--persist-to <dir>]`: gives an existing account of the LOCAL database the reviewer
 * role (table `reviewers`, migration 0001_baseline.sql), so it can open /admin/registrations. Hosted, the role is
 * granted with SQL as the service role (docs/api.md "Reviewers"); no API or page can grant it.
 * Applies pending migrations first, so it works on a fresh checkout after a sign-up. `--persist-to` names
 * another local state than `.wrangler/state` (as `wrangler dev --persist-to` does; the end-to-end tests' server).
 */
import { execFileSync } from "node:child_process";

const [address = "", option, persistTo] = process.argv.slice(2);
const email = address.trim().toLowerCase();
if (!/^[^\s@']+@[^\s@']+\.[^\s@']{2,}$/.test(email) || (option !== undefined && (option !== "--persist-to" || !persistTo))) {
  console.error("Usage: npm run reviewer:grant -- <email of an existing account> [--persist-to <local state directory>]");
  process.exit(2);
}
const local = persistTo ? ["--local", "--persist-to", persistTo] : ["--local"];

/**
 * Runs wrangler; when the database is busy (a running `wrangler dev` on the same state is writing:
 * SQLite answers SQLITE_BUSY at once, it has no busy timeout here), tries again a few times, waiting
 * a little longer each time. Any other failure is final.
 */
function wrangler(...args) {
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync("npx", ["wrangler", ...args], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
        env: { ...process.env, CI: "true" },
      });
    } catch (error) {
      if (attempt >= 8 || !String(error.stdout ?? "").includes("SQLITE_BUSY")) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
    }
  }
}

wrangler("d1", "migrations", "apply", "DB", ...local);
const output = wrangler(
  "d1",
  "execute",
  "DB",
  ...local,
  "--json",
  "--command",
  `INSERT INTO reviewers (account_id) SELECT id FROM accounts WHERE email = '${email}' ON CONFLICT (account_id) DO NOTHING;
   SELECT count(*) AS reviewers FROM reviewers r JOIN accounts a ON a.id = r.account_id WHERE a.email = '${email}';`,
);
const results = JSON.parse(output);
const granted = results.at(-1)?.results?.[0]?.reviewers === 1;
if (!granted) {
  console.error(`No account with the email ${email} in the local database: sign up at /register first.`);
  process.exit(1);
}
console.log(`${email} is a reviewer: /admin/registrations lists the pending business registrations.`);
