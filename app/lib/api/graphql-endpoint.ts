/** Where the API lives and the header that marks a request as not being a cross-site form post. */
export const GRAPHQL_PATH = "/graphql";
export const GRAPHQL_CSRF_HEADER = "x-graphql-yoga-csrf";
