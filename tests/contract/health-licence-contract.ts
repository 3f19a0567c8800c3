/**
 * Licensed clinics (issue #37) on every adapter: `Provider.healthLicence` as anyone reads it, the owner's
 * `setHealthLicence` (another account refused; a change returns it to awaiting verification) and the reviewers'
 * `verifyHealthLicence`. Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, dubaiNow } from "../../graphql/shared/dubai-time";
import { registerBusiness } from "../../graphql/modules/businesses/service";
import { PDF } from "../fixtures/upload-files";
import { graphqlAs, REGISTRATION, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const LICENCE = `query ($id: ID!) { provider(id: $id) { healthLicence { authority number expiresOn advertisingPermit verifiedOn status } } }`;
const ANSWER = `__typename ... on HealthLicenceSaved { code provider { healthLicence { authority number expiresOn advertisingPermit verifiedOn status } } }
  ... on HealthLicenceRefused { code } ... on SetHealthLicenceInvalid { code fieldErrors { field code } }
  ... on NotAllowed { messageCode } ... on NotSignedIn { messageCode }`;
const SET = `mutation ($input: SetHealthLicenceInput!) { setHealthLicence(input: $input) { ${ANSWER} } }`;
const VERIFY = `mutation ($id: ID!) { verifyHealthLicence(input: { providerId: $id }) {
  __typename ... on HealthLicenceSaved { code provider { healthLicence { verifiedOn status } } } ... on HealthLicenceRefused { code }
  ... on NotAllowed { messageCode } ... on NotSignedIn { messageCode } } }`;

const LICENSED = `query ($text: String) { search(input: { licensedOnly: true, text: $text }) {
  totalCount edges { node { id } } criteria { licensedOnly } } }`;
const licensedIds = async (world: ContractWorld, text: string | null = null) => {
  const { search } = await graphqlAs(world, null, LICENSED, { text });
  expect(search.criteria.licensedOnly).toBe(true);
  expect(search.totalCount).toBe(search.edges.length);
  return search.edges.map((edge: { node: { id: string } }) => edge.node.id);
};

/** An expiry date the rules accept whenever the tests run: some months ahead. */
const LATER = addDays(dubaiNow(new Date()).date, 300);

export function healthLicenceContract(subject: ContractSubject) {
  describe("licensed clinics", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });
    const today = () => dubaiNow(new Date()).date;

    it("shows the sample clinics' licences, verified, and none for a parlour", async () => {
      const aura = await graphqlAs(world, null, LICENCE, { id: "aura-aesthetic" });
      expect(aura.provider.healthLicence).toEqual({
        authority: "DOH",
        number: "MF4827",
        expiresOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        advertisingPermit: null,
        verifiedOn: "2026-11-02",
        status: "VERIFIED",
      });
      // Months after the database was made (0049), not a fixed date that would one day have passed.
      expect(aura.provider.healthLicence.expiresOn > addDays(dubaiNow(new Date()).date, 180)).toBe(true);
      const glamour = await graphqlAs(world, null, LICENCE, { id: "glamour-spot" });
      expect(glamour.provider.healthLicence).toBeNull();
    });

    it("finds only licensed clinics with 'Licensed clinics only', with the other filters", async () => {
      expect(await licensedIds(world)).toEqual(["aura-aesthetic", "skin-revive-clinic"]);
      expect(await licensedIds(world, "botox dubai")).toEqual(["skin-revive-clinic"]);
      expect(await licensedIds(world, "keratin")).toEqual([]);
    });

    it("lets only the clinic's owner change its licence, which then awaits verification until a reviewer verifies it", async () => {
      if (!world.makeOwner || !world.makeReviewer) return;
      const owner = await signedUpAccount(world.backend());
      const stranger = await signedUpAccount(world.backend());
      const reviewer = await signedUpAccount(world.backend());
      await world.makeOwner("skin-revive-clinic", owner.user.id);
      await world.makeReviewer(reviewer.user.id);
      const input = { providerId: "skin-revive-clinic", authority: "DHA", number: "dha-f-0047281", expiresOn: LATER };

      expect((await graphqlAs(world, null, SET, { input })).setHealthLicence).toEqual({
        __typename: "NotSignedIn",
        messageCode: "LICENCE_SIGN_IN",
      });
      expect((await graphqlAs(world, stranger.accessToken, SET, { input })).setHealthLicence).toEqual({
        __typename: "NotAllowed",
        messageCode: "LICENCE_OWNER_ONLY",
      });
      expect((await graphqlAs(world, reviewer.accessToken, SET, { input })).setHealthLicence.__typename).toBe("NotAllowed");
      // Nothing changed for them.
      expect((await graphqlAs(world, null, LICENCE, { id: "skin-revive-clinic" })).provider.healthLicence).toMatchObject({
        authority: "DHCR",
        number: "DHCR-F-00312",
        status: "VERIFIED",
      });

      const wrong = await graphqlAs(world, owner.accessToken, SET, { input: { ...input, authority: "DOH", number: "12" } });
      expect(wrong.setHealthLicence).toEqual({
        __typename: "SetHealthLicenceInvalid",
        code: "DETAILS_NEED_ATTENTION",
        fieldErrors: [{ field: "authority", code: "LICENCE_AUTHORITY_NOT_FOR_EMIRATE" }],
      });

      const saved = await graphqlAs(world, owner.accessToken, SET, { input });
      expect(saved.setHealthLicence).toEqual({
        __typename: "HealthLicenceSaved",
        code: "LICENCE_SAVED",
        provider: {
          healthLicence: {
            authority: "DHA",
            number: "DHA-F-0047281",
            expiresOn: LATER,
            advertisingPermit: null,
            verifiedOn: null,
            status: "AWAITING_VERIFICATION",
          },
        },
      });

      // Awaiting verification: it leaves the "Licensed clinics only" filter (its listing stays up).
      expect(await licensedIds(world)).toEqual(["aura-aesthetic"]);
      // The reviewers' list shows it; anyone else reads null.
      const QUEUE = "{ healthLicenceReviewQueue { id healthLicence { number status } } }";
      expect((await graphqlAs(world, reviewer.accessToken, QUEUE)).healthLicenceReviewQueue).toContainEqual({
        id: "skin-revive-clinic",
        healthLicence: { number: "DHA-F-0047281", status: "AWAITING_VERIFICATION" },
      });
      for (const caller of [owner.accessToken, stranger.accessToken, null]) {
        expect((await graphqlAs(world, caller, QUEUE)).healthLicenceReviewQueue).toBeNull();
      }

      // Verifying is the reviewers': not the owner's, not a stranger's.
      for (const caller of [owner, stranger]) {
        expect((await graphqlAs(world, caller.accessToken, VERIFY, { id: "skin-revive-clinic" })).verifyHealthLicence).toEqual({
          __typename: "NotAllowed",
          messageCode: "LICENCE_REVIEWERS_ONLY",
        });
      }
      const verified = await graphqlAs(world, reviewer.accessToken, VERIFY, { id: "skin-revive-clinic" });
      expect(verified.verifyHealthLicence).toEqual({
        __typename: "HealthLicenceSaved",
        code: "LICENCE_VERIFIED",
        provider: { healthLicence: { verifiedOn: today(), status: "VERIFIED" } },
      });
      expect(await licensedIds(world)).toEqual(["aura-aesthetic", "skin-revive-clinic"]);
      const queue = (await graphqlAs(world, reviewer.accessToken, QUEUE)).healthLicenceReviewQueue;
      expect(queue.map((provider: { id: string }) => provider.id)).not.toContain("skin-revive-clinic");

      // The same details again keep the verification.
      const again = await graphqlAs(world, owner.accessToken, SET, { input: { ...input, number: "DHA-F-0047281" } });
      expect(again.setHealthLicence).toMatchObject({ code: "LICENCE_UNCHANGED", provider: { healthLicence: { status: "VERIFIED" } } });

      // Back to the sample data's licence, verified, for the rest of the contract (one database on the local adapter).
      await graphqlAs(world, owner.accessToken, SET, {
        input: {
          providerId: "skin-revive-clinic",
          authority: "DHCR",
          number: "DHCR-F-00312",
          expiresOn: LATER,
          advertisingPermit: "DHCR-AD-2026-0415",
        },
      });
      await graphqlAs(world, reviewer.accessToken, VERIFY, { id: "skin-revive-clinic" });
    });

    it("refuses a licence for a parlour, and verifying a provider that has none", async () => {
      if (!world.makeOwner || !world.makeReviewer) return;
      const owner = await signedUpAccount(world.backend());
      const reviewer = await signedUpAccount(world.backend());
      await world.makeOwner("nails-n-more", owner.user.id);
      await world.makeReviewer(reviewer.user.id);
      const input = { providerId: "nails-n-more", number: "DHA-F-0047281", expiresOn: LATER };
      expect((await graphqlAs(world, owner.accessToken, SET, { input })).setHealthLicence).toEqual({
        __typename: "HealthLicenceRefused",
        code: "LICENCE_CLINICS_ONLY",
      });
      expect((await graphqlAs(world, reviewer.accessToken, VERIFY, { id: "nails-n-more" })).verifyHealthLicence).toEqual({
        __typename: "HealthLicenceRefused",
        code: "LICENCE_NONE",
      });
      expect((await graphqlAs(world, null, LICENCE, { id: "nails-n-more" })).provider.healthLicence).toBeNull();
    });

    it("takes a clinic's licence at registration (checked when given) and makes it the listing's on approval, awaiting verification", async () => {
      if (!world.makeReviewer) return;
      const owner = await signedUpAccount(world.backend());
      const clinic = {
        ...REGISTRATION,
        businessName: `Licensed Glow ${Date.now()}`,
        businessType: "Aesthetic / Derma Clinic",
        emirate: "Sharjah",
      };
      const files = () => ({ tradeLicense: new File([PDF.slice()], "Trade Licence.pdf"), logo: null });
      const refused = await registerBusiness(
        world.backend(owner.accessToken),
        owner.user,
        { ...clinic, healthLicenceNumber: "DHA-F-0047281", healthLicenceExpiresOn: LATER },
        files(),
      );
      expect(refused).toMatchObject({
        kind: "RegisterBusinessInvalid",
        fieldErrors: { healthLicenceNumber: { code: "LICENCE_NUMBER_FORMAT", params: { authority: "MOHAP", example: "MOH-F-102938" } } },
      });

      const outcome = await registerBusiness(
        world.backend(owner.accessToken),
        owner.user,
        { ...clinic, healthLicenceNumber: "moh-f-102938", healthLicenceExpiresOn: LATER },
        files(),
      );
      if (outcome.kind !== "BusinessRegistrationSubmitted") throw new Error(`not registered: ${outcome.kind}`);
      const reviewer = await signedUpAccount(world.backend());
      await world.makeReviewer(reviewer.user.id);
      const queue = await graphqlAs(
        world,
        reviewer.accessToken,
        "{ registrationReviewQueue { id healthAuthority healthLicenceNumber healthLicenceExpiresOn } }",
      );
      expect(queue.registrationReviewQueue).toContainEqual({
        id: outcome.registration.id,
        healthAuthority: "MOHAP",
        healthLicenceNumber: "MOH-F-102938",
        healthLicenceExpiresOn: LATER,
      });
      const approved = await graphqlAs(
        world,
        reviewer.accessToken,
        `mutation ($id: ID!) { approveRegistration(input: { registrationId: $id }) { ... on RegistrationApproved {
          provider { healthLicence { authority number expiresOn verifiedOn status } } } } }`,
        { id: outcome.registration.id },
      );
      expect(approved.approveRegistration.provider.healthLicence).toEqual({
        authority: "MOHAP",
        number: "MOH-F-102938",
        expiresOn: LATER,
        verifiedOn: null,
        status: "AWAITING_VERIFICATION",
      });
    });
  });
}
