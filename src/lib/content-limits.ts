// Limits of the content that the build's content check and the scale generator (scripts/lib/scale-content.ts)
// share: a plain module (PLAIN_MODULES in eslint.config.mjs), so the generator runs it under Node as it is.

/**
 * /faq holds every question in one page, so Ctrl+F and a shared #question link find any of them; past this many its
 * HTML outgrows the page bound of scripts/lib/page-bounds.ts (150 KB).
 */
export const MAX_FAQ_QUESTIONS = 100;

/**
 * The home and about heroes cycle through their words by CSS alone, which draws a cycle for each word count up to
 * this (`$hero-words-max` in src/components/rotating-words/rotating-words.module.scss).
 */
export const HERO_WORDS_MAX = 4;
