import { graphql } from "gql.tada";

/** What the auth mutations (sign in, sign up, sign out, refresh) read of Supabase Auth's refusal: its code and message. */
export const AUTH_REFUSAL_FRAGMENT = graphql(`
  fragment AuthRefusal on AuthError @_unmask {
    code
    message
  }
`);
