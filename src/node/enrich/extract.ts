/**
 * Reads a report's web page for a cover image and a description (spec §7).
 * Pure: HTML and the page's address in, absolute image address and cleaned
 * text out, so every rule can be tested on fixtures without a network.
 */

export interface Extracted {
  cover: string | null;
  description: string | null;
}

export const MIN_DESCRIPTION_CHARS = 30;
export const MAX_DESCRIPTION_WORDS = 50;
export const CUT_DESCRIPTION_WORDS = 47;

/** Cookie banners, "please enable JavaScript" notices and error pages are not descriptions. */
const NOT_A_DESCRIPTION = /cookie|javascript|error/i;

interface Tag {
  name: string;
  attributes: Record<string, string>;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "\u2013",
  mdash: "\u2014",
  hellip: "\u2026",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1].toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });

const collapse = (text: string): string => decodeEntities(text).replace(/\s+/g, " ").trim();

/** Scripts, styles and comments can hold anything that looks like a tag. */
const stripInert = (html: string): string =>
  html.replace(/<!--[\s\S]*?-->/g, " ").replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, " ");

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const parseAttributes = (source: string): Record<string, string> => {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!(name in attributes)) attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
};

const tagsNamed = (html: string, names: string[]): Tag[] =>
  [...html.matchAll(new RegExp(`<(${names.join("|")})\\b([^>]*)>`, "gi"))].map((match) => ({
    name: match[1].toLowerCase(),
    attributes: parseAttributes(match[2]),
  }));

/** The content of the first `<meta>` whose name or property is one of `keys`, in the order of `keys`. */
const metaContent = (metas: Tag[], keys: string[]): string | null => {
  for (const key of keys) {
    const meta = metas.find(
      ({ attributes }) =>
        (attributes.property ?? attributes.name ?? "").toLowerCase() === key && attributes.content?.trim(),
    );
    if (meta) return meta.attributes.content.trim();
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
const documentBase = (page: string, baseUrl: string): string => {
  const href = tagsNamed(page, ["base"]).find((tag) => tag.attributes.href)?.attributes.href;
  return (href && resolveUrl(href, baseUrl)) ?? baseUrl;
};

const hasCoverClass = (img: Tag): boolean => /cover|hero/i.test(img.attributes.class ?? "");

/**
 * Cover, by the first rule that yields an address: Open Graph image, Twitter
 * image, an image whose class names it a cover or hero, the first image.
 */
export function extractCover(html: string, baseUrl: string): string | null {
  const page = stripInert(html);
  const metas = tagsNamed(page, ["meta"]);
  const images = tagsNamed(page, ["img"]).filter((img) => img.attributes.src?.trim());
  const base = documentBase(page, baseUrl);
  const candidates = [
    metaContent(metas, ["og:image", "og:image:url", "og:image:secure_url"]),
    metaContent(metas, ["twitter:image", "twitter:image:src"]),
    ...images.filter(hasCoverClass).map((img) => img.attributes.src),
    ...images.map((img) => img.attributes.src),
  ];
  for (const candidate of candidates) {
    const url = candidate ? resolveUrl(candidate, base) : null;
    if (url) return url;
  }
  return null;
}

const paragraphs = (page: string): string[] =>
  [...page.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p\s*>/gi)].map((match) => collapse(match[1].replace(/<[^>]*>/g, " ")));

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
export function extractDescription(html: string): string | null {
  const page = stripInert(html);
  const metas = tagsNamed(page, ["meta"]);
  const candidates = [metaContent(metas, ["description"]), metaContent(metas, ["og:description"]), ...paragraphs(page)];
  const found = candidates.map((text) => (text ? collapse(text) : "")).find(isUsableDescription);
  return found ? shortenDescription(found) : null;
}

export function extract(html: string, baseUrl: string): Extracted {
  return { cover: extractCover(html, baseUrl), description: extractDescription(html) };
}
