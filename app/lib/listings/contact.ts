/** The contact form's rules live with the API (one schema, both sides): graphql/modules/contact/contact-schema.ts. */
export * from "../../../graphql/modules/contact/contact-schema";
