/**
 * `npm run reviewer:grant -- <email>`: gives an existing account of the LOCAL database the reviewer
 * role (table `reviewers`, migration 0001_baseline.sql), so it can open /admin/registrations. Hosted, the role is
 * granted with SQL as the service role (README "Reviewers"); no API or page can grant it.
 * Applies pending migrations first, so it works on a fresh checkout after a sign-up.
 */
import { execFileSync } from "node:child_process";

const email = (process.argv[2] ?? "").trim().toLowerCase();
if (!/^[^\s@']+@[^\s@']+\.[^\s@']{2,}$/.test(email)) {
  console.error("Usage: npm run reviewer:grant -- <email of an existing account>");
  process.exit(2);
}

const wrangler = (...args) =>
  execFileSync("npx", ["wrangler", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, CI: "true" },
  });

wrangler("d1", "migrations", "apply", "DB", "--local");
const output = wrangler(
  "d1",
  "execute",
  "DB",
  "--local",
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
