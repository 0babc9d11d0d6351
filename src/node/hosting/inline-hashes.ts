import { createHash } from "crypto";
import type { PageHashes } from "./response-headers";

/** Script types a browser does not execute: data blocks such as JSON-LD need no hash. */
const DATA_BLOCK = /^application\/(ld\+)?json$/i;

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
    .exec(` ${attributes}`)
    ?.slice(1)
    .find((value) => value !== undefined);

const hasAttribute = (attributes: string, name: string) => new RegExp(`(^|\\s)${name}(\\s|=|$)`, "i").test(attributes);

/** The browser hashes an attribute's value after decoding character references. */
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|quot|amp|lt|gt|apos);/gi, (_, ref: string) => {
    const named: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", apos: "'" };
    if (ref[0] !== "#") return named[ref.toLowerCase()];
    return String.fromCodePoint(ref[1].toLowerCase() === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
  });

/**
 * The sha256 sources a page's Content-Security-Policy must list: the text of every inline script the
 * browser runs, of every `<style>` element and of every `style` attribute, exactly as they are in the HTML.
 */
export const inlineHashes = (html: string): PageHashes => {
  const scripts = Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
    .filter(([, attributes]) => !hasAttribute(attributes, "src"))
    .filter(([, attributes]) => !DATA_BLOCK.test(attribute(attributes, "type") ?? ""))
    .map(([, , body]) => sha256(body));
  const styles = Array.from(html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi), ([, body]) => sha256(body));
  const styleAttributes = Array.from(html.matchAll(/<[a-z][^\s/>]*(?:\s[^>]*?)?\sstyle="([^"]*)"/gi), ([, value]) =>
    sha256(decodeEntities(value)),
  );
  const unique = (hashes: string[]) => [...new Set(hashes)];
  return { scripts: unique(scripts), styles: unique(styles), styleAttributes: unique(styleAttributes) };
};

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/** The page without a policy meta a previous build added (Gatsby keeps unchanged HTML between builds). */
export const withoutCspMeta = (html: string): string => html.replace(CSP_META, "");

/**
 * Puts the policy at the top of `<head>`, so it governs everything the page loads; only a leading charset
 * declaration stays before it, since that must sit within the first 1024 bytes.
 */
export const withCspMeta = (html: string, policy: string): string => {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, "&quot;")}"/>`;
  const page = withoutCspMeta(html);
  const head = /<head\b[^>]*>(\s*<meta charset="[^"]*"\s*\/?>)?/i.exec(page);
  if (!head) throw new Error("the page has no <head>");
  const at = head.index + head[0].length;
  return `${page.slice(0, at)}${meta}${page.slice(at)}`;
};
