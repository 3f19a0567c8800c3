/**
 * A message by its code, as services, rules and schemas say it: `say("TEXT_TOO_LONG", { max: 500 })`.
 * The English is made only where the API answers (graphql/shared/result-types.ts, `englishOf`), so a
 * copy edit in the registry changes the words and never the code. Its own module, importing the
 * registry's types only: rules the browser runs too can say codes without shipping the registry.
 */
import type { CodedMessage, MessageCode, MessageParams } from "./messages";

export type { CodedMessage, SaidMessage } from "./messages";

export const say = (code: MessageCode, params: MessageParams = {}): CodedMessage => ({ code, params });
