/**
 * A page's <title> and description: `metaTitle` and `metaDescription` of its catalogue namespace (or the
 * keys named), from the texts its loader returned (`i18n: messagesFor(locale, namespace)`), so they are in
 * the page's language.
 */
export function pageMeta<N extends string, Title extends string = "metaTitle", Description extends string = "metaDescription">(
  namespace: N,
  title: Title = "metaTitle" as Title,
  description: Description = "metaDescription" as Description,
) {
  return ({ data }: { data?: { i18n: { [K in N]: Record<Title | Description, string> } } }) => [
    { title: data?.i18n[namespace][title] },
    { name: "description", content: data?.i18n[namespace][description] },
  ];
}
