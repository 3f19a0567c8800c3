import { graphql, type ResultOf } from "gql.tada";

/**
 * Who the session's access token names, as every page gets it (the root loader hands it to useViewer).
 * Asked once per request that carries a session, by getAuthState (session.server.ts): the answer is
 * also what decides whether the API still knows the session.
 */
export const SESSION_VIEWER_QUERY = graphql(`
  query SessionViewer {
    viewer {
      email
      emailConfirmed
      plan
      isReviewer
    }
  }
`);

/** The signed-in account as every page gets it. */
export type Viewer = NonNullable<ResultOf<typeof SESSION_VIEWER_QUERY>["viewer"]>;
