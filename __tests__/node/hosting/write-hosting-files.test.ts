/** @jest-environment node */
import { backendOrigin, overlappingCacheRules, siteUrlWarning } from "../../../src/node/hosting/write-hosting-files";

describe("build messages", () => {
  it("takes the backend origin from GATSBY_SUPABASE_URL, and says so when it is missing", () => {
    expect(backendOrigin({ GATSBY_SUPABASE_URL: "https://abc.supabase.co/" })).toEqual({
      origin: "https://abc.supabase.co",
    });
    expect(backendOrigin({}).warning).toMatch(/^GATSBY_SUPABASE_URL is not set: .*forms/);
  });

  it("says when SITE_URL is missing and which address is used instead", () => {
    expect(siteUrlWarning({ SITE_URL: "https://example.org" })).toBeUndefined();
    expect(siteUrlWarning({})).toMatch(/^SITE_URL is not set: .*https?:\/\/.*data\/site\.json/);
  });
});

describe("overlappingCacheRules", () => {
  it("names a built file two caching rules match, since CDNs would join both values", () => {
    expect(overlappingCacheRules(["/app-1.js", "/static/a.png", "/faq/index.html"])).toEqual([]);
    expect(overlappingCacheRules(["/static/chunk.js"])).toEqual(["/static/chunk.js matches /static/* and /*.js"]);
  });
});
