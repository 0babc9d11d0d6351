import { OG_IMAGES } from "../../src/components/seo/og-image";
import { siteUrl } from "../../src/node/site-url";
import { UNLISTED_ROUTES } from "../../src/routes";
import { baseUrl, expect, test } from "./fixtures";
import { siteIndex } from "./site-index";
import { readData } from "../support/data";

const site = readData<typeof import("../../data/site.json")>("site.json");

const index = siteIndex();
const origin = siteUrl();

/** Attributes of every `<tag ...>` in static HTML, whatever their order. */
const tags = (html: string, tag: string) =>
  Array.from(html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g")), ([, attributes]) =>
    Object.fromEntries(Array.from(attributes.matchAll(/([\w:-]+)="([^"]*)"/g), ([, name, value]) => [name, value])),
  );
const meta = (html: string, key: string) =>
  tags(html, "meta").find((m) => m.name === key || m.property === key)?.content;
const jsonLd = (html: string) =>
  Array.from(html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g), ([, json]) =>
    JSON.parse(json),
  );

const local = (url: string) => `${baseUrl()}${new URL(url).pathname}`;
const get = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: await response.text() };
};

test.describe("SEO artefacts", () => {
  const html = new Map<string, string>();
  test.beforeAll(async () => {
    for (const route of index.canonical) html.set(route, (await get(`${baseUrl()}${route}`)).body);
  });

  test("lists in sitemap.xml every indexable screen with its canonical URL, and no alias, /thank-you or 404", async () => {
    const sitemap = await get(`${baseUrl()}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const urls = Array.from(sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g), ([, url]) => url);
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);
    const routes = urls.map((url) => url.slice(origin.length) || "/");
    expect(routes).toContain("/");
    expect(routes.filter((route) => route in index.aliases || UNLISTED_ROUTES.has(route) || route === "/404")).toEqual(
      [],
    );
    for (const route of routes) {
      const page = html.get(route);
      expect({ route, built: page !== undefined }).toEqual({ route, built: true });
      const canonical = tags(page ?? "", "link").find((link) => link.rel === "canonical")?.href;
      expect({ route, canonical }).toEqual({ route, canonical: `${origin}${route === "/" ? "/" : route}` });
    }
    const missing = index.canonical.filter(
      (route) =>
        !routes.includes(route) &&
        !UNLISTED_ROUTES.has(route) &&
        !meta(html.get(route) ?? "", "robots")?.includes("noindex"),
    );
    expect(missing).toEqual([]);
  });

  test("serves robots.txt pointing at the sitemap of the configured site", async () => {
    const robots = await get(`${baseUrl()}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.body).not.toMatch(/^Disallow: \/$/m);
  });

  test("links a web manifest with the brand, a theme colour and icons that load", async () => {
    const home = html.get("/") ?? "";
    const link = tags(home, "link").find((l) => l.rel === "manifest");
    expect(link?.href).toBeDefined();
    expect(meta(home, "theme-color")).toMatch(/^#[0-9a-f]{6}$/i);
    const manifestUrl = `${baseUrl()}${link?.href}`;
    const manifest = JSON.parse((await get(manifestUrl)).body);
    expect(manifest).toMatchObject({ name: site.brandName, short_name: site.shortName, start_url: "/" });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    for (const icon of manifest.icons as { src: string }[]) {
      const loaded = await fetch(new URL(icon.src, manifestUrl));
      expect({ icon: icon.src, status: loaded.status, type: loaded.headers.get("content-type") }).toEqual({
        icon: icon.src,
        status: 200,
        type: "image/png",
      });
    }
  });

  test("carries the Organization JSON-LD from data/site.json on every screen, with a logo that loads", async () => {
    for (const [route, page] of html) {
      const organization = jsonLd(page).find((item) => item["@type"] === "Organization");
      expect({ route, organization }).toEqual({
        route,
        organization: expect.objectContaining({
          "@context": "https://schema.org",
          name: site.brandName,
          url: `${origin}/`,
          email: site.contactEmail,
          telephone: site.contactPhone,
          sameAs: [site.professionalNetworkUrl],
        }),
      });
    }
    const logo = jsonLd(html.get("/") ?? "").find((item) => item["@type"] === "Organization").logo;
    expect((await fetch(local(logo))).status).toBe(200);
  });

  test("gives every screen an Open Graph image that loads: its own, or the 1200x630 PNG of its page type", async () => {
    const images = new Map<string, string>();
    for (const [route, page] of html) {
      const image = meta(page, "og:image") ?? "";
      expect({ route, image }).toEqual({ route, image: expect.stringMatching(new RegExp(`^${origin}/`)) });
      expect(meta(page, "twitter:card")).toBe("summary_large_image");
      images.set(route, new URL(image).pathname);
    }
    expect(images.get("/")).toBe(OG_IMAGES.home);
    const typeImages = new Set([...images.values()].filter((image) => image.startsWith("/og/")));
    expect(typeImages.size).toBeGreaterThanOrEqual(4);
    for (const image of new Set(images.values())) {
      const response = await fetch(`${baseUrl()}${image}`);
      expect({ image, status: response.status, type: response.headers.get("content-type") }).toEqual({
        image,
        status: 200,
        type: expect.stringMatching(/^image\//),
      });
      if (!typeImages.has(image)) continue;
      const png = Buffer.from(await response.arrayBuffer());
      expect({ image, width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
        image,
        width: 1200,
        height: 630,
      });
    }
  });
});
