import { graphql } from "gql.tada";

/** A field's refusal as the API answers it: the field, its English message, and its code and params to say it in the page's language. */
export const ANSWERED_FIELD_ERROR_FRAGMENT = graphql(`
  fragment AnsweredFieldError on FieldError @_unmask {
    field
    message
    code
    params {
      name
      value
    }
  }
`);
