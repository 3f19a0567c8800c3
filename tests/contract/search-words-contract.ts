/**
 * The free text in both languages and in what people call things (issue #38) on every adapter: an
 * Arabic word, a synonym or a word one letter off finds what its English equivalent finds
 * (graphql/modules/search/terms.ts `searchTermGroups`). Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CRITERIA } from "../../graphql/modules/search/criteria";
import { registerBusiness } from "../../graphql/modules/businesses/service";
import { saveListingService, updateListing } from "../../graphql/modules/listings/service";
import { approveRegistration } from "../../graphql/modules/review/service";
import { PDF } from "../fixtures/upload-files";
import { REGISTRATION, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const SAMPLE_IDS = ["aura-aesthetic", "glamour-spot", "skin-revive-clinic", "barbers-hub", "elite-gents-salon", "nails-n-more"];

export function searchWordsContract(subject: ContractSubject) {
  describe("search: both languages and what people call things", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });
    const ids = async (text: string) =>
      (await world.backend().search.search({ ...DEFAULT_CRITERIA, text }, 50, null)).nodes.map((hit) => hit.providerId);
    /**
     * The sample providers among the found (other tests of the world may have listed more), by id: which are found
     * is the point here, not their order (another test's review may have moved a rating).
     */
    const sampled = async (text: string) => (await ids(text)).filter((id) => SAMPLE_IDS.includes(id)).sort();

    it("finds with an Arabic word, a synonym or a misspelt word what the English finds", async () => {
      for (const [asked, english, expected] of [
        ["دبي", "dubai", ["glamour-spot", "skin-revive-clinic"]],
        ["مانيكير", "manicure", ["glamour-spot", "elite-gents-salon", "nails-n-more"]],
        ["المانيكير", "manicure", ["glamour-spot", "elite-gents-salon", "nails-n-more"]],
        ["كيراتين دبي", "keratin dubai", ["glamour-spot"]],
        ["الشارقة", "sharjah", ["barbers-hub"]],
        ["بوتوكس دبي", "botox dubai", ["skin-revive-clinic"]],
        ["keratine", "keratin", ["glamour-spot"]],
        ["blowout", "blow-dry", ["glamour-spot"]],
      ] as const) {
        expect(await sampled(english), english).toEqual([...expected].sort());
        // A word also found as its synonyms may find more than its English equivalent alone, never less.
        expect(await ids(asked), asked).toEqual(expect.arrayContaining(await ids(english)));
        expect(await sampled(asked), asked).toEqual([...expected].sort());
      }
      // 'Nails' is also manicure and pedicure: the salons offering them are found too.
      expect(await sampled("أظافر")).toEqual(["elite-gents-salon", "glamour-spot", "nails-n-more"]);
      expect(await sampled("nails")).toEqual(["elite-gents-salon", "glamour-spot", "nails-n-more"]);
      expect(await sampled("مانيكير الشارقة")).toEqual([]);
    });

    it("finds a new listing's eyelash extensions by 'lashes' and its manicures in Dubai Marina by 'nails marina', in both languages", async () => {
      if (!world.makeReviewer) return;
      const owner = await signedUpAccount(world.backend());
      const outcome = await registerBusiness(
        world.backend(owner.accessToken),
        owner.user,
        { ...REGISTRATION, businessName: `Lash Lounge ${Date.now()}` },
        { tradeLicense: new File([PDF.slice()], "Trade Licence.pdf"), logo: null },
      );
      if (outcome.kind !== "BusinessRegistrationSubmitted") throw new Error(`not registered: ${outcome.kind}`);
      const reviewer = await signedUpAccount(world.backend());
      await world.makeReviewer(reviewer.user.id);
      const approved = await approveRegistration(world.backend(reviewer.accessToken), reviewer.user, {
        registrationId: outcome.registration.id,
      });
      if (approved.kind !== "RegistrationApproved") throw new Error(`not approved: ${approved.kind}`);
      const { providerId } = approved;
      const backend = world.backend(owner.accessToken);
      expect(
        await updateListing(backend, owner.user, providerId, {
          about: "Lashes and nails by the water.",
          phone: "050 123 4567",
          email: "hello@lashlounge.ae",
          openingHours: "Sat–Thu 10:00–20:00, Fri closed",
          address: "Marina Walk, Dubai",
          location: "Dubai Marina",
          latitude: 25.08,
          longitude: 55.14,
        }),
      ).toMatchObject({ kind: "ListingUpdated" });
      for (const name of ["Eyelash Extensions", "Gel Manicure"]) {
        expect(await saveListingService(backend, owner.user, providerId, null, { name, priceAed: 200, durationMinutes: 60 })).toMatchObject(
          {
            kind: "ListingUpdated",
          },
        );
      }
      for (const text of ["lashes", "nails marina", "رموش", "اظافر مارينا", "مانيكير دبي مارينا", "eyelashes"]) {
        expect(await ids(text), text).toContain(providerId);
      }
      expect(await ids("lashes sharjah")).not.toContain(providerId);
    });
  });
}
