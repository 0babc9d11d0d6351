#!/usr/bin/env node
// Makes the site's brand artwork from SVG with sharp, so it needs no design tool and no download:
// the app icon (src/images/icon.png, which gatsby-plugin-manifest resizes into every icon size) and one
// Open Graph image per page type (static/og/<type>.png, 1200x630). Run after changing the brand or a
// page type; the outputs are committed.
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { dataFileValue } from "../src/node/content-loader.ts";
import type { SiteJson } from "../src/node/types/content.generated.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const site = dataFileValue<SiteJson>(path.join(root, "data"), "site.json", "the artwork shows the brand's name");
// The colours of src/styles/_tokens.scss ($color-ink, $color-brand, $color-accent, $color-on-dark).
const INK = "#0f172a";
const BRAND = "#1d4ed8";
const ACCENT = "#f59e0b";
const ON_DARK = "#f8fafc";
const FONT = "DejaVu Sans, sans-serif";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const initials = site.brandName
  .split(/\s+/)
  .map((word: string) => word[0])
  .join("");

const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${BRAND}"/>
  <rect x="96" y="360" width="320" height="24" rx="12" fill="${ACCENT}"/>
  <text x="256" y="300" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="172" fill="${ON_DARK}">${escape(initials)}</text>
</svg>`;

/** Page types whose screens share an Open Graph image; keys match `OG_IMAGES` in src/components/seo/og-image.ts. */
const pageTypes = {
  default: site.tagline,
  home: "Where senior leaders connect, share and learn",
  programme: "Interview programmes",
  community: "Communities",
  event: "Events and roundtables",
  insights: "Reports, podcasts and insights",
  company: "Sponsors, services and company",
};

const wrap = (text: string, max: number) =>
  text.split(/\s+/).reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1];
    if (last && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

const ogImage = (heading: string) => {
  const lines = wrap(heading, 24)
    .map((line, i) => `<tspan x="96" dy="${i === 0 ? 0 : 84}">${escape(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${INK}"/>
  <rect width="1200" height="16" fill="${BRAND}"/>
  <rect x="96" y="120" width="120" height="12" rx="6" fill="${ACCENT}"/>
  <text x="96" y="240" font-family="${FONT}" font-weight="bold" font-size="68" fill="${ON_DARK}">${lines}</text>
  <rect x="96" y="486" width="72" height="72" rx="12" fill="${BRAND}"/>
  <text x="132" y="532" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="26" fill="${ON_DARK}">${escape(initials)}</text>
  <text x="192" y="533" font-family="${FONT}" font-size="34" fill="${ON_DARK}">${escape(site.brandName)}</text>
</svg>`;
};

const png = (svg: string, file: string) =>
  sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(root, file))
    .then(() => console.log(`wrote ${file}`));

await png(icon, "src/images/icon.png");
for (const [type, heading] of Object.entries(pageTypes)) await png(ogImage(heading), `static/og/${type}.png`);
