/** Tables of "this rule, given this input, gives that": one test a row, the row's values in its title. */
import { expect, it } from "vitest";

/** `rule(input)` equals `expected` (toEqual: for strings, numbers, booleans and null the same as toBe), one test per [input, expected] row. */
export function itGives<Input, Output>(title: string, rule: (input: Input) => Output, cases: [Input, Output][]): void {
  it.each(cases)(title, (input, expected) => {
    expect(rule(input)).toEqual(expected);
  });
}

/** `rule(input)` is null, one test per [label, input] row: for inputs better named by a label in the title. */
export function itGivesNull<Input>(title: string, rule: (input: Input) => unknown, cases: [label: string, input: Input][]): void {
  it.each(cases)(title, (_, input) => {
    expect(rule(input)).toBeNull();
  });
}

/** `rule(...args)` equals `expected` (toEqual, as itGives), one test per [...args, expected] row: for rules of several arguments. */
export function itGivesFor<Args extends unknown[], Output>(
  title: string,
  rule: (...args: Args) => Output,
  cases: NoInfer<[...Args, Output]>[],
): void {
  it.each(cases)(title, (...row: unknown[]) => {
    expect(rule(...(row.slice(0, -1) as Args))).toEqual(row.at(-1));
  });
}
