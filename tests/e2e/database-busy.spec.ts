/**
 * The local database while another process writes its file (workers/adapters/local/busy-retry.ts): SQLite in
 * `wrangler dev` has no busy timeout, so without the Worker's retries a sign-up made while `npm run reviewer:grant`
 * (or this suite's own SQL) holds the write lock failed at once with SQLITE_BUSY. Here this process holds the lock
 * for a second, as such a CLI does, and the sign-up made meanwhile waits for it and succeeds.
 */
import { expect, test } from "@playwright/test";
import { DatabaseSync } from "node:sqlite";
import { createAccount, databaseFile } from "./support";

const HELD_MS = 1_000;

test("a sign-up made while another process holds the database's write lock waits for it and succeeds", async ({ request }) => {
  // Taking the lock waits for the server's own writes to finish (as a CLI would).
  const lock = new DatabaseSync(databaseFile(), { timeout: 10_000 });
  lock.exec("BEGIN IMMEDIATE");
  const heldSince = Date.now();
  const released = new Promise<void>((resolve) =>
    setTimeout(() => {
      lock.exec("COMMIT");
      lock.close();
      resolve();
    }, HELD_MS),
  );
  try {
    // createAccount asserts SignUpSuccess; before the retries the answer was an error (SQLITE_BUSY).
    await createAccount(request, undefined, { verified: false });
    // The answer came after the lock was let go: the write really met the lock and waited.
    expect(Date.now() - heldSince).toBeGreaterThanOrEqual(HELD_MS);
  } finally {
    await released;
  }
});
