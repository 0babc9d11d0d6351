#!/usr/bin/env node
// Makes the neutral placeholder artwork the content uses (wordmark logos,
// portraits, covers) from SVG with sharp, so nothing is ever downloaded.
// Usage:
//   node scripts/make-placeholder-images.ts wordmark <out.png> "<Company name>"
//   node scripts/make-placeholder-images.ts portrait <out.jpg> "<Person name>"
//   node scripts/make-placeholder-images.ts cover <out.jpg> "<Title>"
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const PALETTE = ["#1d4ed8", "#0f766e", "#7c3aed", "#b45309", "#be123c", "#0369a1", "#4d7c0f", "#334155"];

const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
const colourOf = (text: string) => PALETTE[hash(text) % PALETTE.length];
const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c as "&" | "<" | ">" | '"'],
  );

const wordmark = (name: string) => {
  const size = 34;
  const width = Math.ceil(86 + name.length * size * 0.64);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="120">
    <rect x="14" y="38" width="44" height="44" rx="10" fill="${colourOf(name)}"/>
    <text x="36" y="70" font-family="DejaVu Sans" font-weight="bold" font-size="26" fill="#fff" text-anchor="middle">${escape(name[0])}</text>
    <text x="70" y="72" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#1f2937">${escape(name)}</text>
  </svg>`;
};

const portrait = (name: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="${colourOf(name)}" opacity="0.25"/>
    <rect width="400" height="400" fill="#e5e7eb" opacity="0.55"/>
    <circle cx="200" cy="160" r="78" fill="${colourOf(name)}" opacity="0.75"/>
    <path d="M60 400c10-95 70-150 140-150s130 55 140 150z" fill="${colourOf(name)}" opacity="0.75"/>
  </svg>`;

const cover = (title: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colourOf(title)}"/><stop offset="1" stop-color="#0f172a"/>
    </linearGradient></defs>
    <rect width="800" height="450" fill="url(#g)"/>
    <circle cx="680" cy="90" r="150" fill="#fff" opacity="0.08"/>
    <circle cx="120" cy="420" r="200" fill="#fff" opacity="0.06"/>
  </svg>`;

const makers: Record<string, (text: string) => string> = { wordmark, portrait, cover };
const [kind, out, text] = process.argv.slice(2);
if (!makers[kind] || !out || !text) {
  console.error("usage: make-placeholder-images.ts wordmark|portrait|cover <out> <text>");
  process.exit(2);
}
fs.mkdirSync(path.dirname(out), { recursive: true });
const image = sharp(Buffer.from(makers[kind](text)));
await (out.endsWith(".png") ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 78 })).toFile(out);
