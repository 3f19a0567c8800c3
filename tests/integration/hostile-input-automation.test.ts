// Hostile input: anti-automation. Sign-ups are limited per client address by the Workers Rate
// Limiting binding (Miniflare runs the real one), on the API and on the site's form alike.
import { describe, expect, it } from "vitest";

import { expectRefusedForAMinute, postGraphQL as graphql } from "./http";

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthError { code message retryAfterSeconds } } }`;
const LIMIT = 10;
let counter = 0;
const newEmail = () => `automation-${Date.now()}-${++counter}@example.com`;

describe("sign-ups per client address", () => {
  it(`accepts ${LIMIT} sign-ups a minute from one address, then answers 429 until the minute passes; other addresses go on`, async () => {
    const bot = { "CF-Connecting-IP": "198.51.100.23" };
    const burst = await Promise.all(
      Array.from({ length: LIMIT + 5 }, () =>
        graphql(SIGN_UP, { input: { email: newEmail(), password: "a long enough passphrase" } }, bot),
      ),
    );
    const accepted = burst.filter((r) => r.body.data.signUp.__typename === "SignUpSuccess");
    const refused = burst.filter((r) => r.status === 429);
    expect(accepted).toHaveLength(LIMIT);
    expect(refused).toHaveLength(5);
    expectRefusedForAMinute(refused, "signUp", {
      __typename: "AuthError",
      code: "over_request_rate_limit",
      message: "Too many sign-up attempts. Please try again in 1 minute.",
      retryAfterSeconds: 60,
    });

    const person = await graphql(
      SIGN_UP,
      { input: { email: newEmail(), password: "a long enough passphrase" } },
      {
        "CF-Connecting-IP": "198.51.100.24",
      },
    );
    expect(person.status).toBe(200);
    expect(person.body.data.signUp.__typename).toBe("SignUpSuccess");
  });
});
