import fs from "fs";
import os from "os";
import path from "path";
import { builtPages, canonicalRoutes, servedRoutes } from "../../src/node/built-routes.ts";
import { robotsTxt, sitemapRoutes, sitemapXml } from "../../src/node/seo-files";

/** A miniature `public/` as gatsby build leaves it: page-data per page and the page's HTML. */
function fakeBuild(pages: { path: string; canonicalPath?: string; matchPath?: string; noindex?: boolean }[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  for (const page of pages) {
    const folder = page.path === "/" ? "index" : page.path.replace(/^\/|\/$/g, "");
    fs.mkdirSync(path.join(dir, "page-data", folder), { recursive: true });
    const pageContext = page.canonicalPath ? { canonicalPath: page.canonicalPath } : {};
    const data = { path: page.path, matchPath: page.matchPath, result: { pageContext } };
    fs.writeFileSync(path.join(dir, "page-data", folder, "page-data.json"), JSON.stringify(data));
    const html = path.join(dir, page.path === "/" ? "" : page.path, "index.html");
    fs.mkdirSync(path.dirname(html), { recursive: true });
    const robots = page.noindex ? '<meta data-react-helmet="true" name="robots" content="noindex"/>' : "";
    fs.writeFileSync(html, `<html><head>${robots}</head><body></body></html>`);
  }
  return dir;
}

const site = fakeBuild([
  { path: "/" },
  { path: "/home", canonicalPath: "/" },
  { path: "/contact" },
  { path: "/get-started", canonicalPath: "/contact" },
  { path: "/thank-you" },
  { path: "/404/" },
  { path: "/404.html" },
  { path: "/communities/cloud-ops" },
  { path: "/communities/[slug]/", matchPath: "/communities/:slug" },
  { path: "/drafts", noindex: true },
]);

describe("routes of a build", () => {
  it("lists served routes with aliases, without the not-found pages or client-only templates", () => {
    expect(servedRoutes(builtPages(site))).toEqual([
      "/",
      "/communities/cloud-ops",
      "/contact",
      "/drafts",
      "/get-started",
      "/home",
      "/thank-you",
    ]);
  });

  it("keeps only screens that are their own canonical", () => {
    expect(canonicalRoutes(builtPages(site))).toEqual([
      "/",
      "/communities/cloud-ops",
      "/contact",
      "/drafts",
      "/thank-you",
    ]);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists canonical routes only: no aliases, no /thank-you, no noindex page, no 404", () => {
    expect(sitemapRoutes(site)).toEqual(["/", "/communities/cloud-ops", "/contact"]);
  });

  it("writes absolute URLs of the configured site", () => {
    const xml = sitemapXml("https://example.org", ["/", "/contact"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1])).toEqual([
      "https://example.org/",
      "https://example.org/contact",
    ]);
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt("https://example.org")).toMatch(
      /^User-agent: \*\nAllow: \/\n\nSitemap: https:\/\/example\.org\/sitemap\.xml\n$/,
    );
  });
});
