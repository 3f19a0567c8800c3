/**
 * A staff member's own hours and time off as the provider's owner reads them (issue #30), on every
 * adapter: the owner reads the time off ahead with its reasons; another account and a visitor read
 * null there, and only what is public (`StaffMember.workingHours`). Part of backendContract.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { addDays } from "../../graphql/shared/dubai-time";
import { graphqlAs, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

// A provider the rest of the contract leaves its staff's time alone (one D1 serves the whole local contract).
const PROVIDER = "skin-revive-clinic";
const PERSON = "skin-revive-clinic-staff-1";

const STAFF = `query ($id: ID!) { provider(id: $id) { staff { id workingHours { weekday intervals { opens closes } }
  timeOff { id from to fromTime toTime reason } } } }`;
const RESULT = `__typename ... on ScheduleUpdated { message } ... on NotAllowed { message } ... on NotSignedIn { message }`;
const ADD_TIME_OFF = `mutation ($input: AddStaffTimeOffInput!) { addStaffTimeOff(input: $input) { ${RESULT} } }`;
const REMOVE_TIME_OFF = `mutation ($input: RemoveStaffTimeOffInput!) { removeStaffTimeOff(input: $input) { ${RESULT} } }`;
const SET_STAFF = `mutation ($input: SetStaffScheduleInput!) { setStaffSchedule(input: $input) { ${RESULT} } }`;

type StaffRead = {
  id: string;
  workingHours: { weekday: string; intervals: unknown[] }[] | null;
  timeOff: { id: string; from: string; to: string; fromTime: string | null; toTime: string | null; reason: string | null }[] | null;
};

export function staffScheduleContract(subject: ContractSubject) {
  describe("a staff member's hours and time off, read by the owner", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    it("shows the owner the time off ahead with its reasons; anyone else reads only the public hours", async () => {
      if (!world.makeOwner) return;
      const owner = await signedUpAccount(world.backend());
      await world.makeOwner(PROVIDER, owner.user.id);
      const stranger = await signedUpAccount(world.backend());
      const day = world.freshDay();
      const add = async (input: object) =>
        (await graphqlAs(world, owner.accessToken, ADD_TIME_OFF, { input: { providerId: PROVIDER, staffId: PERSON, ...input } }))
          .addStaffTimeOff;
      expect(await add({ from: day, to: day })).toMatchObject({ __typename: "ScheduleUpdated" });
      const next = addDays(day, 1);
      expect(await add({ from: next, to: next, fromTime: "14:00", toTime: "16:00", reason: "Dentist" })).toMatchObject({
        __typename: "ScheduleUpdated",
      });
      expect(await add({ from: "2020-01-05", to: "2020-01-05", reason: "Long past" })).toMatchObject({ __typename: "ScheduleUpdated" });
      const monday = [{ weekday: "MONDAY", intervals: [{ opens: "12:00", closes: "16:00" }] }];
      const setStaff = await graphqlAs(world, owner.accessToken, SET_STAFF, {
        input: { providerId: PROVIDER, staffId: PERSON, days: monday },
      });
      expect(setStaff.setStaffSchedule.__typename).toBe("ScheduleUpdated");

      const read = async (token: string | null) =>
        new Map(
          ((await graphqlAs(world, token, STAFF, { id: PROVIDER })).provider.staff as StaffRead[]).map((member) => [member.id, member]),
        );
      const mine = await read(owner.accessToken);
      const away = mine.get(PERSON)!.timeOff!;
      expect(away.map(({ id: _id, ...words }) => words)).toEqual([
        { from: day, to: day, fromTime: null, toTime: null, reason: null },
        { from: next, to: next, fromTime: "14:00", toTime: "16:00", reason: "Dentist" },
      ]);
      expect(mine.get("skin-revive-clinic-staff-2")!.timeOff).toEqual([]);
      const ownHours = mine.get(PERSON)!.workingHours!.filter((entry) => entry.intervals.length > 0);
      expect(ownHours).toEqual([{ weekday: "MONDAY", intervals: [{ opens: "12:00", closes: "16:00" }] }]);

      // Another account and a visitor: no time off at all (null, not an empty list), the same public hours.
      for (const token of [stranger.accessToken, null]) {
        const theirs = await read(token);
        expect([...theirs.values()].map((member) => member.timeOff)).toEqual([...theirs.values()].map(() => null));
        expect(theirs.get(PERSON)!.workingHours).toEqual(mine.get(PERSON)!.workingHours);
      }
      // And they cannot remove it; the owner can.
      const removal = { input: { providerId: PROVIDER, timeOffId: away[1]!.id } };
      expect((await graphqlAs(world, stranger.accessToken, REMOVE_TIME_OFF, removal)).removeStaffTimeOff.__typename).toBe("NotAllowed");
      expect((await graphqlAs(world, owner.accessToken, REMOVE_TIME_OFF, removal)).removeStaffTimeOff.__typename).toBe("ScheduleUpdated");
      expect((await read(owner.accessToken)).get(PERSON)!.timeOff!.map((off) => off.from)).toEqual([day]);

      // Back as found: all open hours, no time off ahead.
      await graphqlAs(world, owner.accessToken, SET_STAFF, { input: { providerId: PROVIDER, staffId: PERSON } });
      await graphqlAs(world, owner.accessToken, REMOVE_TIME_OFF, { input: { providerId: PROVIDER, timeOffId: away[0]!.id } });
    });
  });
}
