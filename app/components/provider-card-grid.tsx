import { ProviderCard } from "./provider-card";
import type { ProviderCardData } from "./provider-card.fragment";

/** Provider cards in a grid of up to three columns: the home page's featured, a category's top rated. */
export function ProviderCardGrid({ providers, className }: { providers: readonly ProviderCardData[]; className: string }) {
  return (
    <ul className={`${className} grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
      {providers.map((provider) => (
        <li key={provider.id} className="flex">
          <ProviderCard provider={provider} />
        </li>
      ))}
    </ul>
  );
}
