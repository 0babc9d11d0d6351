import { useSyncExternalStore } from "react";

const subscribeNever = () => () => undefined;

/**
 * False in the server HTML and while React hydrates it, true once React runs the component (at once on a
 * client-side navigation). Components render their no-JavaScript form (CSS-only or open disclosures) until
 * then, so the static HTML works without JavaScript and hydration still matches it.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
