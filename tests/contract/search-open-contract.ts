/**
 * The search's "open now" and "open on a date" (issue #30) on every adapter: the answer is exactly
 * the providers whose hours in force `isOpenFor` accepts (read back through the port), an owner's
 * split day, closure and special hours change it, and a bad date is a coded refusal. Part of
 * backendContract.
 */
import { GraphQLError } from "graphql";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULE } from "../../graphql/modules/availability/schedule";
import { DEFAULT_CRITERIA } from "../../graphql/modules/search/criteria";
import { isOpenFor, parseOpenFilter } from "../../graphql/modules/search/open";
import { addDays, dubaiNow, weekday } from "../../graphql/shared/dubai-time";
import { graphqlAs, signedUpAccount, type ContractSubject, type ContractWorld } from "./backend-contract";

const SEARCH = `query ($input: SearchInput) { search(input: $input, first: 50) { totalCount criteria { open } edges { node { id } } } }`;

/** The next date from `from` on with this weekday (0 = Sunday … 6 = Saturday). */
const nextWeekday = (from: string, day: number) => addDays(from, (day - weekday(from) + 7) % 7);

export function searchOpenContract(subject: ContractSubject) {
  describe("search: open now and open on a date", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    const found = async (open: string) => {
      const { search } = await graphqlAs(world, null, SEARCH, { input: { open } });
      expect(search.criteria.open).toBe(open);
      return { total: search.totalCount as number, ids: (search.edges as { node: { id: string } }[]).map((edge) => edge.node.id).sort() };
    };

    /** The providers open as `open` says at `now`, from every provider's schedule as the port reads it. */
    const expectedAt = async (open: string, now: Date) => {
      const { search } = await graphqlAs(world, null, SEARCH, {});
      const ids: string[] = search.edges.map((edge: { node: { id: string } }) => edge.node.id);
      const schedules = await world.backend().schedules.schedulesFor(ids, dubaiNow(now).date);
      return ids.filter((id) => isOpenFor(schedules.get(id) ?? DEFAULT_SCHEDULE, parseOpenFilter(open, now)!)).sort();
    };

    it("answers exactly the providers whose hours in force are open, for now and each day of the coming week", async () => {
      const clock = () => world.backend().clock.now();
      const today = dubaiNow(clock()).date;
      for (const open of [...Array.from({ length: 8 }, (_, index) => addDays(today, index)), "now"]) {
        const before = await expectedAt(open, clock());
        const answer = await found(open);
        // "now" moves: compare when the minute did not change what is open around the search.
        if (open === "now" && (await expectedAt(open, clock())).join() !== before.join()) continue;
        expect(answer, open).toEqual({ total: before.length, ids: before });
      }
    });

    it("follows an owner's uneven split day, closure and special hours", async () => {
      if (!world.makeOwner) return; // a live project has no listing a test may own
      const account = await signedUpAccount(world.backend());
      await world.makeOwner("nails-n-more", account.user.id);
      const owner = world.backend(account.accessToken);
      const today = dubaiNow(world.backend().clock.now()).date;
      // Fridays only, 09:30–13:00 and 16:00–22:15; closed on the second Friday; special hours on a Monday.
      const firstFriday = nextWeekday(addDays(today, 1), 5);
      const closedFriday = addDays(firstFriday, 7);
      const specialMonday = nextWeekday(addDays(today, 1), 1);
      await owner.schedules.setWeeklyHours(
        "nails-n-more",
        DEFAULT_SCHEDULE.weekly.map((_, day) =>
          day === 5
            ? [
                { start: 9 * 60 + 30, end: 13 * 60 },
                { start: 16 * 60, end: 22 * 60 + 15 },
              ]
            : [],
        ),
      );
      await owner.schedules.addClosure("nails-n-more", {
        id: `search-open-${closedFriday}`,
        from: closedFriday,
        to: closedFriday,
        reason: null,
      });
      await owner.schedules.setSpecialHours("nails-n-more", specialMonday, specialMonday, [{ start: 20 * 60, end: 23 * 60 }], null);
      try {
        const has = async (open: string) => (await found(open)).ids.includes("nails-n-more");
        expect(await has(firstFriday)).toBe(true);
        expect(await has(closedFriday)).toBe(false);
        expect(await has(specialMonday)).toBe(true);
        expect(await has(addDays(specialMonday, 1))).toBe(false); // a Tuesday: closed every week
        // The adapters' own test of the hours, at the minutes around the uneven edges, through the port.
        const at = (date: string, minute: number) =>
          world.backend().search.search({ ...DEFAULT_CRITERIA, name: "nails", open: { kind: "now", date, minute } }, 10, null);
        const open = async (date: string, minute: number) =>
          (await at(date, minute)).nodes.some((hit) => hit.providerId === "nails-n-more");
        expect(
          await Promise.all(
            [9 * 60 + 29, 9 * 60 + 30, 12 * 60 + 59, 13 * 60, 15 * 60 + 59, 16 * 60, 22 * 60 + 14, 22 * 60 + 15].map((m) =>
              open(firstFriday, m),
            ),
          ),
        ).toEqual([false, true, true, false, false, true, true, false]);
        expect(await Promise.all([19 * 60 + 59, 20 * 60, 22 * 60 + 59, 23 * 60].map((m) => open(specialMonday, m)))).toEqual([
          false,
          true,
          true,
          false,
        ]);
        expect(await open(closedFriday, 10 * 60)).toBe(false);
      } finally {
        await owner.schedules.setWeeklyHours("nails-n-more", DEFAULT_SCHEDULE.weekly);
        await owner.schedules.removeClosure("nails-n-more", `search-open-${closedFriday}`);
        await owner.schedules.setSpecialHours("nails-n-more", specialMonday, specialMonday, [], null);
      }
    });

    it("refuses a date it cannot read or out of [today, today + 365] with a coded message, never a 500", async () => {
      const today = dubaiNow(world.backend().clock.now()).date;
      const refusal = async (open: string) => {
        try {
          await graphqlAs(world, null, SEARCH, { input: { open } });
        } catch (error) {
          if (error instanceof GraphQLError) return { message: error.message, extensions: error.extensions };
          throw error;
        }
        throw new Error(`${open} was not refused`);
      };
      expect(await refusal("2026-02-30")).toEqual({
        message: 'Please enter a date as YYYY-MM-DD, or "now".',
        extensions: { code: "BAD_USER_INPUT", argumentName: "input", field: "open", messageCode: "SEARCH_OPEN_DATE_INVALID", params: {} },
      });
      const range = { from: today, to: addDays(today, 365) };
      for (const date of [addDays(today, -1), addDays(today, 366)]) {
        expect(await refusal(date)).toEqual({
          message: `Please choose a date from ${range.from} to ${range.to}.`,
          extensions: {
            code: "BAD_USER_INPUT",
            argumentName: "input",
            field: "open",
            messageCode: "SEARCH_OPEN_DATE_OUT_OF_RANGE",
            params: range,
          },
        });
      }
    });
  });
}
