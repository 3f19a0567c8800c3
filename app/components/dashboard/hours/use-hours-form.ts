/** One of the hours page's Conform forms: its last answer refills it, zod checks on blur, and each field's message in the page's language. */
import { useForm, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";
import { useTranslateMessage } from "~/i18n/translate-message";
import type { HoursAnswer } from "./shared";

export function useHoursForm<Schema extends z.ZodObject>(
  id: string,
  schema: Schema,
  answer?: HoursAnswer,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  const translate = useTranslateMessage();
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: answer?.result,
    defaultValue,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const errorOf = (name: keyof typeof fields) => {
    const message = fields[name].errors?.[0];
    return message ? translate.message(message) : undefined;
  };
  return { form, fields, errorOf, translate };
}
