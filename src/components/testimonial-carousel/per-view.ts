/** Three testimonials per view from this width, one below it (the `--per-view` breakpoint in the stylesheet). */
export const WIDE_QUERY = "(min-width: 1024px)";
/** Testimonials in view at once: three on wide screens, one below WIDE_QUERY. */
export const SLIDES_PER_VIEW = { wide: 3, narrow: 1 } as const;
