import { graphql } from "gql.tada";

/** What the site keeps of a session the API issues (signing in, refreshing): the session cookie's tokens. */
export const SESSION_TOKENS_FRAGMENT = graphql(`
  fragment SessionTokens on AuthSession @_unmask {
    accessToken
    refreshToken
    expiresAt
  }
`);
