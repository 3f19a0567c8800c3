/**
 * A page's <title> and description: `metaTitle` and `metaDescription` of its catalogue namespace, from the
 * texts its loader returned (`i18n: messagesFor(locale, namespace)`), so they are in the page's language.
 */
export function pageMeta<N extends string>(namespace: N) {
  return ({ data }: { data?: { i18n: { [K in N]: { metaTitle: string; metaDescription: string } } } }) => [
    { title: data?.i18n[namespace].metaTitle },
    { name: "description", content: data?.i18n[namespace].metaDescription },
  ];
}
