/**
 * A verified address before registering a business, posting a job or adding a product (issue 31), on both
 * adapters: the fields' `emailConfirmed` scope answers EmailNotVerified (AUTH_EMAIL_NOT_VERIFIED) to an
 * account that has not opened its emailed link, before anything else is checked and with nothing stored;
 * the same account, once verified, is let through.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../graphql/shared/messages";
import { PDF, PHOTO_JPEG, PNG } from "../fixtures/upload-files";
import {
  graphqlAs,
  NEW_JOB,
  NEW_PRODUCT,
  REGISTRATION,
  signedUpAccount,
  verifiedAccount,
  type ContractSubject,
  type ContractWorld,
} from "./backend-contract";

const NOT_VERIFIED = { __typename: "EmailNotVerified", code: "AUTH_EMAIL_NOT_VERIFIED", message: MESSAGES.AUTH_EMAIL_NOT_VERIFIED };
const REFUSALS = "__typename ... on EmailNotVerified { code message } ... on PremiumRequired { feature }";

const REGISTER = `mutation ($input: RegisterBusinessInput!, $tradeLicense: File!) {
  registerBusiness(input: $input, tradeLicense: $tradeLicense) { ${REFUSALS} } }`;
const POST_JOB = `mutation ($input: PostJobInput!) { postJob(input: $input) { ${REFUSALS} } }`;
const ADD_PRODUCT = `mutation ($input: AddProductInput!, $image: File!) { addProduct(input: $input, image: $image) { ${REFUSALS} } }`;
const SUBSCRIBE = `mutation { subscribeToPremium { __typename } }`;
const MY_REGISTRATIONS = `{ ownerDashboard { registrations { id } } }`;

export function verifiedEmailContract(subject: ContractSubject) {
  describe("a verified address first", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });
    const licence = () => new File([PDF.slice()], "Trade Licence.pdf");
    const register = (accessToken: string) =>
      graphqlAs(world, accessToken, REGISTER, { input: REGISTRATION, tradeLicense: licence() }).then((data) => data.registerBusiness);
    const postJob = (accessToken: string) => graphqlAs(world, accessToken, POST_JOB, { input: NEW_JOB }).then((data) => data.postJob);
    const addProduct = (accessToken: string) =>
      graphqlAs(world, accessToken, ADD_PRODUCT, { input: NEW_PRODUCT, image: new File([PNG.slice()], "toner.png") }).then(
        (data) => data.addProduct,
      );

    it("refuses an unverified account's registration and lets the verified one register", async () => {
      const unverified = await signedUpAccount(world.backend());
      expect(await register(unverified.accessToken)).toEqual(NOT_VERIFIED);
      const nothing = await graphqlAs(world, unverified.accessToken, MY_REGISTRATIONS);
      expect(nothing.ownerDashboard.registrations).toEqual([]);

      const verified = await verifiedAccount(world);
      expect(await register(verified.accessToken)).toEqual({ __typename: "BusinessRegistrationSubmitted" });
    });

    it("refuses an unverified account's job before its plan, even on Premium; a verified Premium account posts", async () => {
      const unverified = await signedUpAccount(world.backend());
      expect(await postJob(unverified.accessToken)).toEqual(NOT_VERIFIED);
      expect((await graphqlAs(world, unverified.accessToken, SUBSCRIBE)).subscribeToPremium.__typename).toBe("SubscriptionChanged");
      expect(await postJob(unverified.accessToken)).toEqual(NOT_VERIFIED);

      const verified = await verifiedAccount(world);
      // Past the address, the plan decides.
      expect(await postJob(verified.accessToken)).toEqual({ __typename: "PremiumRequired", feature: "Job Posting" });
      await graphqlAs(world, verified.accessToken, SUBSCRIBE);
      expect(await postJob(verified.accessToken)).toEqual({ __typename: "JobPosted" });
    });

    it("refuses an unverified listing owner's product before its listing is asked for; the verified owner adds it", async () => {
      if (!world.makeOwner) return; // a live project has no listing a test may own
      const unverified = await signedUpAccount(world.backend());
      await world.makeOwner("aura-aesthetic", unverified.user.id);
      expect(await addProduct(unverified.accessToken)).toEqual(NOT_VERIFIED);
      // Naming another's listing changes nothing: the address is asked for first.
      const named = await graphqlAs(world, unverified.accessToken, ADD_PRODUCT, {
        input: { ...NEW_PRODUCT, providerId: "glamour-spot" },
        image: new File([PHOTO_JPEG.slice()], "toner.jpg"),
      });
      expect(named.addProduct).toEqual(NOT_VERIFIED);

      const verified = await verifiedAccount(world);
      await world.makeOwner("barbers-hub", verified.user.id);
      expect(await addProduct(verified.accessToken)).toEqual({ __typename: "ProductAdded" });
    });
  });
}
