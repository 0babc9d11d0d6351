// @ts-check
// Limits of the content that the build's content check and the scale generator (scripts/lib/scale-content.mjs)
// share: plain JavaScript, so the generator runs under Node without compiling TypeScript.

/**
 * /faq holds every question in one page, so Ctrl+F and a shared #question link find any of them; past this many its
 * HTML outgrows the page bound of scripts/lib/page-bounds.mjs (150 KB).
 */
export const MAX_FAQ_QUESTIONS = 100;
