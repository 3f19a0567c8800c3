import { graphql, type ResultOf } from "gql.tada";
import type { AnsweredMessage } from "../ui/toast";

/**
 * What the auth mutations read of an AuthError: Supabase Auth's code (what happened), and its message by
 * the registry's code (`messageCode`, with `params`) for saying it in the page's language.
 */
export const AUTH_REFUSAL_FRAGMENT = graphql(`
  fragment AuthRefusal on AuthError @_unmask {
    code
    message
    messageCode
    params {
      name
      value
    }
  }
`);

/** An AuthError's message as the API answered it, by its registry code (its `code` is Supabase Auth's). */
export const authMessage = (error: ResultOf<typeof AUTH_REFUSAL_FRAGMENT>): AnsweredMessage => ({
  message: error.message,
  code: error.messageCode,
  params: error.params,
});
