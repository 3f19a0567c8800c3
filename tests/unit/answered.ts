import { englishOf, type CodedMessage } from "../../graphql/shared/messages";
import type { AnsweredMessage } from "~/lib/ui/toast";

/** A message as the API answers it (graphql/shared/result-types.ts): its English, its code, its values as strings. */
export const answered = (message: CodedMessage): AnsweredMessage => ({
  message: englishOf(message),
  code: message.code,
  params: Object.entries(message.params).map(([name, value]) => ({ name, value: String(value) })),
});
