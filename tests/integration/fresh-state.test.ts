/**
 * The suite's isolation (decision 042): one workerd runs many files one after the other, and the setup file
 * (apply-migrations.ts) gives each the state a workerd of its own would have. Nearly every other file signs an
 * account in (a session, the local secrets), uploads pictures or signs up from the first client address of
 * `newClient()`; this file, which may run after any of them, finds none of that.
 */
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { newClient } from "./http";

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

it("starts from the seed alone: no session, no secret, no upload, no sign-up counted", async () => {
  expect(await count("d1_migrations")).toBeGreaterThan(0);
  expect(await count("auth_sessions")).toBe(0);
  expect(await count("auth_refresh_tokens")).toBe(0);
  expect(await count("local_secrets")).toBe(0);
  expect((await env.UPLOADS.list()).objects).toEqual([]);
  // The sign-up limit (10 a minute) for the address other files' first sign-up comes from: all 10 still free.
  const address = newClient()["CF-Connecting-IP"];
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    expect((await env.SIGN_UP_LIMITER.limit({ key: address })).success, `attempt ${attempt}`).toBe(true);
  }
});
