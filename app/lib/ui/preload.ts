/**
 * An event handler that starts loading a lazy component's code ahead of use (on hover or focus).
 * A failed load is dropped here: the lazy component loads the code itself when it renders, and
 * reports a failure there.
 */
export const preload = (load: () => Promise<unknown>) => (): void => {
  load().catch(() => undefined);
};
