import { useEffect, useState } from "react";

/**
 * Whether a media query matches, kept up to date. Returns `initial` until the
 * first effect runs, so the static HTML and the first client render agree.
 */
export function useMediaQuery(query: string, initial: boolean): boolean {
  const [matches, setMatches] = useState(initial);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}
