/**
 * The account emails on the local backend, in workerd (docs/decisions/052-account-emails.md): sign-up writes
 * its verification link and the email's event in its own batch; the emailed link verifies once and not after
 * it expires; a password reset link works once, ends every session, and is asked for with the same answer
 * whether or not the address has an account.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACCOUNT_PASSWORD, CookieJar, linkIn, mailTo, newClient, page, postGraphQL, shown, submit } from "./http";

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename ... on SignUpSuccess { user { id emailConfirmed } session { accessToken } } } }`;
const VERIFY = `mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { __typename ... on AuthError { code message } } }`;
const ASK_RESET = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on AuthError { code } } }`;
const VIEWER = `{ viewer { email emailConfirmed } }`;

let serial = 0;
async function signUp(headers: Record<string, string> = {}) {
  const email = `verify-${Date.now()}-${(serial += 1)}@example.com`;
  const { body } = await postGraphQL(SIGN_UP, { input: { email, password: ACCOUNT_PASSWORD } }, { ...newClient(), ...headers });
  const { user, session } = body.data.signUp;
  return { email, id: user.id as string, confirmed: user.emailConfirmed as boolean, accessToken: session.accessToken as string };
}
const tokenOf = (link: URL) => link.searchParams.get("token")!;
const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

describe("verify your email", () => {
  it("sign-up writes the link and its email's event with the account; a second sign-up with the address writes neither", async () => {
    const account = await signUp();
    expect(account.confirmed).toBe(false);
    const links = await env.DB.prepare(
      "SELECT id, purpose, token_hash, expires_at - created_at AS lifetime FROM account_links WHERE account_id = ?",
    )
      .bind(account.id)
      .all<{ id: string; purpose: string; token_hash: string; lifetime: number }>();
    expect(links.results).toEqual([
      { id: expect.any(String), purpose: "verify_email", token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), lifetime: 86_400 },
    ]);
    const events = await env.DB.prepare("SELECT kind FROM outbox_events WHERE subject_id = ?").bind(links.results[0]!.id).all();
    expect(events.results).toEqual([{ kind: "account_created" }]);

    const again = await postGraphQL(SIGN_UP, { input: { email: account.email, password: ACCOUNT_PASSWORD } }, newClient());
    expect(again.body.data.signUp.__typename).toBe("AuthError");
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM account_links l JOIN accounts a ON a.id = l.account_id WHERE a.email = ?")
      .bind(account.email)
      .first<number>("n");
    expect(count).toBe(1);
  });

  it("the email (in the sign-up page's language) carries a link that verifies once; the account signs in before that", async () => {
    const account = await signUp({ "Accept-Language": "ar" });
    const { mail, link } = await linkIn(account.email, "/ar/verify-email");
    expect(mail.subject).toBe("تأكيد بريدك الإلكتروني في GlowUAE");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain(`<a href="${link.href.replace(/&/g, "&amp;")}">`);
    // The stored hash is not the token.
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM account_links WHERE token_hash = ?")
      .bind(tokenOf(link))
      .first<number>("n");
    expect(stored).toBe(0);
    expect((await postGraphQL(VIEWER, {}, bearer(account.accessToken))).body.data.viewer.emailConfirmed).toBe(false);

    const opened = await page(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(200);
    expect(shown(await opened.text())).toContain("تم تأكيد بريدك الإلكتروني");
    expect((await postGraphQL(VIEWER, {}, bearer(account.accessToken))).body.data.viewer).toEqual({
      email: account.email,
      emailConfirmed: true,
    });

    const openedAgain = shown(await (await page(`${link.pathname}${link.search}`)).text());
    expect(openedAgain).toContain("لم يعد هذا الرابط يعمل");
    expect((await postGraphQL(VERIFY, { input: { token: tokenOf(link) } })).body.data.verifyEmail).toEqual({
      __typename: "AuthError",
      code: "otp_expired",
      message: "Email link is invalid or has expired",
    });
  });

  it("signing up on the way to registering a business: the email's link leads back there once the address is verified", async () => {
    const register = async (redirectTo: string) => {
      const email = `on-the-way-${Date.now()}-${(serial += 1)}@example.com`;
      const fields = { email, password: ACCOUNT_PASSWORD, confirmPassword: ACCOUNT_PASSWORD, redirectTo };
      const answer = await submit(new CookieJar(), "/register", fields);
      expect(answer.status).toBe(302);
      return email;
    };
    const email = await register("/for-business/register");
    const { mail } = await linkIn(email, "/verify-email");
    const href = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+&next=[A-Za-z0-9_%.-]+/.exec(mail.text)?.[0];
    expect(href, mail.text).toBeDefined();
    const link = new URL(href!);
    expect(link.searchParams.get("next")).toBe("/for-business/register");
    const opened = shown(await (await page(`${link.pathname}${link.search}`)).text());
    expect(opened).toContain("Your email address is verified");
    // Signed out here (the link was opened in another browser): sign in, then on to the form.
    expect(opened).toContain('href="/login?redirectTo=%2Ffor-business%2Fregister"');
    expect(opened).toContain("Continue where you were going");

    // Another site, or an auth page, is no place to lead back to: the link carries none.
    for (const elsewhere of ["//evil.example/phish", "https://evil.example/", "/login"]) {
      const other = await register(elsewhere);
      const { mail: plain } = await linkIn(other, "/verify-email");
      expect(plain.text).not.toContain("next=");
    }
  });

  it("an expired link verifies nothing", async () => {
    const account = await signUp();
    const { link } = await linkIn(account.email, "/verify-email");
    await env.DB.prepare("UPDATE account_links SET expires_at = created_at - 1 WHERE account_id = ?").bind(account.id).run();
    expect((await postGraphQL(VERIFY, { input: { token: tokenOf(link) } })).body.data.verifyEmail.code).toBe("otp_expired");
    expect((await postGraphQL(VIEWER, {}, bearer(account.accessToken))).body.data.viewer.emailConfirmed).toBe(false);
  });

  it("a new link is sent on request (the old one still works until used); a verified account gets none", async () => {
    const account = await signUp();
    await linkIn(account.email, "/verify-email");
    const resend = `mutation { resendVerificationEmail { __typename ... on VerificationEmailSent { alreadyVerified } } }`;
    expect((await postGraphQL(resend, {}, bearer(account.accessToken))).body.data.resendVerificationEmail).toEqual({
      __typename: "VerificationEmailSent",
      alreadyVerified: false,
    });
    const { link } = await linkIn(account.email, "/verify-email", 2);
    expect((await postGraphQL(VERIFY, { input: { token: tokenOf(link) } })).body.data.verifyEmail.__typename).toBe("EmailVerified");
    expect((await postGraphQL(resend, {}, bearer(account.accessToken))).body.data.resendVerificationEmail.alreadyVerified).toBe(true);
    expect((await postGraphQL(resend, {})).body.data.resendVerificationEmail.__typename).toBe("NotSignedIn");
  });
});

describe("password reset", () => {
  it("answers the same for an address without an account, and emails only the one that has one", async () => {
    const account = await signUp();
    const stranger = `nobody-${Date.now()}@example.com`;
    const asked = await postGraphQL(ASK_RESET, { input: { email: account.email.toUpperCase() } }, newClient());
    const unknown = await postGraphQL(ASK_RESET, { input: { email: stranger } }, newClient());
    expect(asked.body).toEqual(unknown.body);
    expect(asked.body.data.requestPasswordReset.__typename).toBe("PasswordResetRequested");
    await linkIn(account.email, "/reset-password", 2);
    const lifetime = await env.DB.prepare(
      "SELECT expires_at - created_at AS n FROM account_links WHERE account_id = ? AND purpose = 'reset_password'",
    )
      .bind(account.id)
      .first<number>("n");
    expect(lifetime).toBe(3600);
    expect(await mailTo(stranger)).toEqual([]);
  });

  it("the link sets the password once and ends every session of the account", async () => {
    const account = await signUp();
    await postGraphQL(ASK_RESET, { input: { email: account.email } }, newClient());
    const { mail, link } = await linkIn(account.email, "/reset-password", 2);
    expect(mail.subject).toBe("Reset your GlowUAE password");
    const password = "a brand new passphrase here";
    expect((await postGraphQL(RESET, { input: { token: tokenOf(link), password } })).body.data.resetPassword.__typename).toBe(
      "PasswordReset",
    );
    // The session from before the reset is gone.
    expect((await postGraphQL(VIEWER, {}, bearer(account.accessToken))).status).toBe(401);
    expect(
      (await postGraphQL(RESET, { input: { token: tokenOf(link), password: "yet another passphrase" } })).body.data.resetPassword.code,
    ).toBe("otp_expired");
    const signIn = `mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }`;
    expect((await postGraphQL(signIn, { input: { email: account.email, password } }, newClient())).body.data.signIn.__typename).toBe(
      "SignInSuccess",
    );
    expect(
      (await postGraphQL(signIn, { input: { email: account.email, password: ACCOUNT_PASSWORD } }, newClient())).body.data.signIn.__typename,
    ).toBe("AuthError");
  });

  it("an expired reset link changes nothing", async () => {
    const account = await signUp();
    await postGraphQL(ASK_RESET, { input: { email: account.email } }, newClient());
    const { link } = await linkIn(account.email, "/reset-password", 2);
    await env.DB.prepare("UPDATE account_links SET expires_at = created_at - 1 WHERE purpose = 'reset_password' AND account_id = ?")
      .bind(account.id)
      .run();
    const refused = await postGraphQL(RESET, { input: { token: tokenOf(link), password: "a brand new passphrase here" } });
    expect(refused.body.data.resetPassword.code).toBe("otp_expired");
    expect((await postGraphQL(VIEWER, {}, bearer(account.accessToken))).status).toBe(200);
  });
});
