/**
 * Reads a report's web page for a cover image and a description (spec §7).
 * Pure: HTML and the page's address in, absolute image address and cleaned
 * text out, so every rule can be tested on fixtures without a network.
 */
import { Parser } from "htmlparser2";

export interface Extracted {
  cover: string | null;
  description: string | null;
}

export const MIN_DESCRIPTION_CHARS = 30;
export const MAX_DESCRIPTION_WORDS = 50;
export const CUT_DESCRIPTION_WORDS = 47;

/** Cookie banners, "please enable JavaScript" notices and error pages are not descriptions. */
const NOT_A_DESCRIPTION = /cookie|javascript|error/i;

type Attributes = Record<string, string>;

/** What the rules below read from a page, gathered in one parse. */
interface Page {
  metas: Attributes[];
  images: Attributes[];
  baseHref: string | null;
  paragraphs: string[];
}

/**
 * Scripts and styles hold text, not content; what a browser shows only without scripts, or never renders
 * (`<noscript>`, `<template>`), is not what the page shows either.
 */
const INERT = new Set(["script", "style", "noscript", "template"]);

const collapse = (text: string): string => text.replace(/\s+/g, " ").trim();

const readPage = (html: string): Page => {
  const page: Page = { metas: [], images: [], baseHref: null, paragraphs: [] };
  let inert = 0;
  let paragraph: string[] | null = null;
  // A tag or comment inside a paragraph counts as a space, so words either side of a <br> never run together.
  const separate = () => paragraph?.push(" ");
  const parser = new Parser({
    onopentag(name, attributes) {
      if (INERT.has(name)) inert += 1;
      if (inert > 0) return;
      separate();
      if (name === "meta") page.metas.push(attributes);
      else if (name === "img") page.images.push(attributes);
      else if (name === "base") page.baseHref ??= attributes.href || null;
      else if (name === "p") paragraph = [];
    },
    ontext(text) {
      if (inert === 0) paragraph?.push(text);
    },
    oncomment: separate,
    onclosetag(name) {
      if (INERT.has(name)) inert -= 1;
      if (inert > 0) return;
      if (name === "p" && paragraph) {
        page.paragraphs.push(paragraph.join(""));
        paragraph = null;
      } else separate();
    },
  });
  parser.end(html);
  return page;
};

/** The content of the first `<meta>` whose name or property is one of `keys`, in the order of `keys`. */
const metaContent = (metas: Attributes[], keys: string[]): string | null => {
  for (const key of keys) {
    const meta = metas.find(
      (attributes) =>
        (attributes.property ?? attributes.name ?? "").toLowerCase() === key && attributes.content?.trim(),
    );
    if (meta) return meta.content.trim();
  }
  return null;
};

/** Absolute http(s) address of `src` on the page at `baseUrl`; inline data and other schemes do not count. */
export const resolveUrl = (src: string, baseUrl: string): string | null => {
  try {
    const url = new URL(src.trim(), baseUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
};

/** A page may move its own base with `<base href>`; relative images resolve against that. */
const documentBase = ({ baseHref }: Page, baseUrl: string): string =>
  (baseHref && resolveUrl(baseHref, baseUrl)) ?? baseUrl;

const hasCoverClass = (img: Attributes): boolean => /cover|hero/i.test(img.class ?? "");

/**
 * Cover, by the first rule that yields an address: Open Graph image, Twitter
 * image, an image whose class names it a cover or hero, the first image.
 */
const coverOf = (page: Page, baseUrl: string): string | null => {
  const images = page.images.filter((img) => img.src?.trim());
  const base = documentBase(page, baseUrl);
  const candidates = [
    metaContent(page.metas, ["og:image", "og:image:url", "og:image:secure_url"]),
    metaContent(page.metas, ["twitter:image", "twitter:image:src"]),
    ...images.filter(hasCoverClass).map((img) => img.src),
    ...images.map((img) => img.src),
  ];
  for (const candidate of candidates) {
    const url = candidate ? resolveUrl(candidate, base) : null;
    if (url) return url;
  }
  return null;
};

export function extractCover(html: string, baseUrl: string): string | null {
  return coverOf(readPage(html), baseUrl);
}

/** Too short to describe anything, or boilerplate rather than content. */
export const isUsableDescription = (text: string): boolean =>
  text.length >= MIN_DESCRIPTION_CHARS && !NOT_A_DESCRIPTION.test(text);

/** Over 50 words: the first 47 and an ellipsis. */
export const shortenDescription = (text: string): string => {
  const words = text.split(" ");
  return words.length > MAX_DESCRIPTION_WORDS ? `${words.slice(0, CUT_DESCRIPTION_WORDS).join(" ")}...` : text;
};

/**
 * Description: the meta description, the Open Graph description, then the
 * page's paragraphs in order; the first usable one wins, shortened.
 */
const descriptionOf = ({ metas, paragraphs }: Page): string | null => {
  const candidates = [metaContent(metas, ["description"]), metaContent(metas, ["og:description"]), ...paragraphs];
  const found = candidates.map((text) => (text ? collapse(text) : "")).find(isUsableDescription);
  return found ? shortenDescription(found) : null;
};

export function extractDescription(html: string): string | null {
  return descriptionOf(readPage(html));
}

export function extract(html: string, baseUrl: string): Extracted {
  const page = readPage(html);
  return { cover: coverOf(page, baseUrl), description: descriptionOf(page) };
}
