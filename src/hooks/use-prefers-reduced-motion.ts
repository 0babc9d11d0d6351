import { useMediaQuery } from "./use-media-query";

/**
 * True when the visitor asked for reduced motion. Starts true so the static
 * HTML and the first client render agree and nothing moves before we know.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)", true);
}
