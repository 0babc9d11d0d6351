import { startTransition, useEffect, useState } from "react";

/**
 * False in the server HTML and while React hydrates it, true once React has run the component. Components
 * render their no-JavaScript form (CSS-only or open disclosures) until then, so the static HTML works
 * without JavaScript and hydration still matches it. The switch is a transition: it re-renders the enhanced
 * parts in short slices after hydration instead of one blocking task (Total Blocking Time).
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => startTransition(() => setEnhanced(true)), []);
  return enhanced;
}
