import { lazy, Suspense, type ComponentType } from "react";

/**
 * A part of the page whose code the browser loads only when it is shown: the server renders `server`
 * in place (pass `serverOnly$(Component)`, which is undefined in the browser's build), the browser loads
 * `load` when the part first renders and hydrates the server's HTML once it arrives.
 */
export function onDemand<Props extends object>(
  server: ComponentType<Props> | undefined,
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  // Widened for JSX: React's props type of a generic component is not one TypeScript can spread into.
  const Part = (server ?? lazy(load)) as ComponentType<object>;
  return function OnDemand(props: Props) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  };
}
