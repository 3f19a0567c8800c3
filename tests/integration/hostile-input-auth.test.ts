// Hostile input against accounts, in workerd with the real Worker and D1: guessable passwords
// (issue #9 item 3), concurrent sign-in bursts and the per-account limit (item 2), and what sign-up
// tells about registered addresses.
import { describe, expect, it } from "vitest";

import { CookieJar, newClient, postGraphQL as graphql, submit } from "./http";

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthError { code message reasons } } }`;
let counter = 0;
const newEmail = () => `hostile-auth-${Date.now()}-${++counter}@example.com`;

describe("guessable passwords", () => {
  it.each(["password", "12345678", "Password1", "qwerty123", "        ", "{email}"])(
    "sign-up with %j answers weak_password as Supabase does, and creates no account",
    async (template) => {
      const email = newEmail();
      const password = template.replace("{email}", email);
      const { body } = await graphql(SIGN_UP, { input: { email, password } }, newClient());
      expect(body.data.signUp).toEqual({
        __typename: "AuthError",
        code: "weak_password",
        message: "Password is known to be weak and easy to guess, please choose a different one.",
        reasons: ["pwned"],
      });
      const again = await graphql(SIGN_UP, { input: { email, password: "a long enough passphrase" } }, newClient());
      expect(again.body.data.signUp.__typename).toBe("SignUpSuccess");
    },
  );

  it("the register form says so and keeps the email", async () => {
    const email = newEmail();
    const response = await submit(new CookieJar(), "/register", { email, password: "12345678", confirmPassword: "12345678" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Password is known to be weak and easy to guess, please choose a different one.");
    expect(html).toContain(`value="${email}"`);
  });
});
