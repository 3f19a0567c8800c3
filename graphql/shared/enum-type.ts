/** GraphQL enums over the vocabulary's lists: each label becomes its SCREAMING_SNAKE value name. */
import { builder } from "../builder";
import { enumValueName } from "./vocabulary";

export function vocabularyEnum<Label extends string>(name: string, labels: readonly Label[], description?: string) {
  const values = Object.fromEntries(labels.map((label) => [enumValueName(label), { value: label }]));
  return builder.enumType(name, { description, values: values as Record<string, { value: Label }> });
}
