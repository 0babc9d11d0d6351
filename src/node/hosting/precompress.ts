import fs from "fs";
import { promisify } from "util";
import zlib from "zlib";
import { filesUnder } from "./files-under";

/** Text files worth compressing; images, video and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|svg|ics|webmanifest)$/;
const ENCODED = /\.(br|gz)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality 10: about 2% larger than the maximum (11) on the site's pages and scripts, but three times
 * faster to write, which every build pays for. Above 1 MB (only the CMS's 5 MB bundle at /admin, for editors)
 * quality 9: 8% larger there, but 0.7 s of every build instead of 6.4 s.
 */
const LARGE_BYTES = 1024 * 1024;
const encoders: [string, (data: Buffer) => Promise<Buffer>][] = [
  [
    ".br",
    (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: data.length > LARGE_BYTES ? 9 : 10,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  ],
  [".gz", (data) => gzip(data, { level: 9 })],
];

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, so nginx (brotli_static,
 * gzip_static) sends them without compressing per request. A compressed copy that would not be smaller is
 * not written, and copies left from an earlier build are removed with their source or when stale.
 */
export async function precompress(publicDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const all = filesUnder(publicDir);
  const sources = new Set(all.filter((file) => COMPRESSIBLE.test(file)));
  for (const file of all.filter((f) => ENCODED.test(f) && !sources.has(f.replace(ENCODED, "")))) fs.rmSync(file);
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const queue = [...sources];
  // zlib's async calls run on libuv's small thread pool; a few files at a time keep it busy.
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const data = fs.readFileSync(file);
      for (const [suffix, encode] of encoders) {
        const encoded = await encode(data);
        if (encoded.length < data.length) fs.writeFileSync(file + suffix, encoded);
        else fs.rmSync(file + suffix, { force: true });
        if (suffix === ".br") totals.brotliBytes += Math.min(encoded.length, data.length);
      }
      totals.files += 1;
      totals.bytes += data.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}
