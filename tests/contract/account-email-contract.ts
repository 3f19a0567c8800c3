/**
 * The account emails on both adapters (docs/decisions/052-account-emails.md): the local backend's own links,
 * and Supabase Auth's verification and recovery flows (/signup, /verify, /resend, /recover, PUT /user) as the
 * fake answers them at their HTTP boundary.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { Backend } from "../../graphql/shared/ports";
import type { ContractSubject, ContractWorld } from "./backend-contract";

const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "a fresh and different passphrase";
let serial = 0;
const newEmail = () => `emails.${Date.now().toString(36)}.${(serial += 1)}@example.com`;
const LINK_EXPIRED = { code: "otp_expired", message: { code: "AUTH_LINK_EXPIRED", params: {} }, reasons: [], retryAfterSeconds: null };

export function accountEmailContract(subject: ContractSubject) {
  describe("account emails", () => {
    let world: ContractWorld;
    let backend: Backend;
    beforeEach(async () => {
      world = await subject.world();
      backend = world.backend();
    });

    async function signedUp() {
      const email = newEmail();
      const outcome = await backend.auth.signUp({ email, password: PASSWORD }, "ar");
      if (!outcome.ok || !outcome.value.session) throw new Error("sign-up failed");
      return { email, user: outcome.value.user, session: outcome.value.session };
    }
    const token = async (email: string, purpose: "verify_email" | "reset_password") => {
      if (!world.emailedToken) throw new Error("this subject cannot read its emails");
      return world.emailedToken(email, purpose);
    };

    it("sign-up emails a link that verifies the address once; until then the account is signed in, unverified", async () => {
      const { email, session } = await signedUp();
      const viewer = () => world.backend(session.accessToken).auth.getUser(session.accessToken);
      expect(await viewer()).toMatchObject({ ok: true, value: { email, emailConfirmed: false } });
      const link = await token(email, "verify_email");
      expect(link).toEqual(expect.any(String));
      expect(await backend.auth.verifyEmail(link!)).toEqual({ ok: true, value: null });
      expect(await viewer()).toMatchObject({ ok: true, value: { email, emailConfirmed: true } });
      expect(await backend.auth.verifyEmail(link!)).toEqual({ ok: false, error: LINK_EXPIRED });
      expect(await backend.auth.verifyEmail("not-a-token-anyone-sent")).toEqual({ ok: false, error: LINK_EXPIRED });
    });

    it("sends an unverified account a new link on request, and a verified one none", async () => {
      const { email, user } = await signedUp();
      const first = await token(email, "verify_email");
      expect(await backend.auth.resendVerification(user, "en")).toEqual({ ok: true, value: null });
      const second = await token(email, "verify_email");
      expect(second).not.toBe(first);
      expect(await backend.auth.verifyEmail(second!)).toEqual({ ok: true, value: null });
      expect(await backend.auth.resendVerification({ ...user, emailConfirmed: true }, "en")).toEqual({ ok: true, value: null });
      expect(await token(email, "verify_email")).toBe(second);
    });

    it("a reset asked for an address without an account answers the same and sends nothing", async () => {
      const stranger = newEmail();
      const { email } = await signedUp();
      expect(await backend.auth.requestPasswordReset(stranger, "en")).toEqual(await backend.auth.requestPasswordReset(email, "en"));
      expect(await token(stranger, "reset_password")).toBeNull();
      expect(await token(email, "reset_password")).toEqual(expect.any(String));
    });

    it("a reset link sets the new password once and ends every session of the account", async () => {
      const { email, session } = await signedUp();
      await backend.auth.requestPasswordReset(email, "en");
      const link = await token(email, "reset_password");
      expect(await backend.auth.resetPassword(link!, NEW_PASSWORD)).toEqual({ ok: true, value: null });
      const old = await world.backend(session.accessToken).auth.getUser(session.accessToken);
      expect(old.ok).toBe(false);
      expect(await backend.auth.resetPassword(link!, "yet another passphrase here")).toEqual({ ok: false, error: LINK_EXPIRED });
      expect((await backend.auth.signInWithPassword({ email, password: NEW_PASSWORD }, "203.0.113.9")).ok).toBe(true);
      expect(await backend.auth.signInWithPassword({ email, password: PASSWORD }, "203.0.113.9")).toMatchObject({
        ok: false,
        error: { code: "invalid_credentials" },
      });
    });
  });
}
