/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";
import { precompress } from "../../../src/node/hosting/precompress";

describe("precompress", () => {
  it("writes brotli and gzip copies of text files that decompress to the original, and clears stale ones", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    const page = `<!DOCTYPE html>${"<p>Peer learning for senior leaders.</p>".repeat(200)}`;
    fs.mkdirSync(path.join(dir, "faq"));
    fs.writeFileSync(path.join(dir, "faq/index.html"), page);
    fs.writeFileSync(path.join(dir, "tiny.txt"), "a");
    fs.writeFileSync(path.join(dir, "tiny.txt.br"), "left from an earlier build");
    fs.writeFileSync(path.join(dir, "gone.js.gz"), "its source is gone");
    fs.writeFileSync(path.join(dir, "photo.png"), Buffer.alloc(4096));

    const totals = await precompress(dir);

    const read = (file: string) => fs.readFileSync(path.join(dir, file));
    expect(zlib.brotliDecompressSync(read("faq/index.html.br")).toString()).toBe(page);
    expect(zlib.gunzipSync(read("faq/index.html.gz")).toString()).toBe(page);
    expect(read("faq/index.html.br").length).toBeLessThan(page.length / 10);
    // Not smaller compressed, images, and copies without a source: none left.
    expect(fs.existsSync(path.join(dir, "tiny.txt.br"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "gone.js.gz"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "photo.png.br"))).toBe(false);
    expect(totals.files).toBe(2);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("compresses the CMS bundle at /admin (over 1 MB) at brotli quality 9, which every build can afford", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    const bundle = fs.readFileSync(path.join(__dirname, "../../../node_modules/decap-cms/dist/decap-cms.js"));
    fs.writeFileSync(path.join(dir, "decap-cms.js"), bundle);

    await precompress(dir);

    const written = fs.readFileSync(path.join(dir, "decap-cms.js.br"));
    const quality9 = zlib.brotliCompressSync(bundle, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bundle.length },
    });
    expect(written.equals(quality9)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
