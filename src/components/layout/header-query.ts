/**
 * From this width the desktop header fits (the `$header-desktop` breakpoint in header.module.scss).
 * Its own module so the header and the e2e tests that check it read one value.
 */
export const DESKTOP_HEADER_QUERY = "(min-width: 1024px)";
