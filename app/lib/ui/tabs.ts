/** Tabs kept in the URL (`?tab=…`): the first tab is the default and has no parameter. */
export interface TabDefinition<Id extends string = string> {
  id: Id;
  label: string;
}

/** The tab a `tab` parameter names; the first (default) tab for a missing or unknown one. */
export function tabFrom<Id extends string>(tabs: readonly [TabDefinition<Id>, ...TabDefinition<Id>[]], value: string | null): Id {
  return tabs.find((tab) => tab.id === value)?.id ?? tabs[0].id;
}

/** The link to a tab: `?tab=id`, or no parameter for the default tab. */
export function tabHref<Id extends string>(tabs: readonly TabDefinition<Id>[], id: Id): string {
  return id === tabs[0]?.id ? "?" : `?tab=${encodeURIComponent(id)}`;
}
