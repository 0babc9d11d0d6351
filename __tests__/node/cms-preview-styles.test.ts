/** @jest-environment node */
import fs from "fs";
import path from "path";
import { cmsPreviewCss, PREVIEW_MODULES, scopeClasses } from "../../src/node/cms-preview-styles";

const ROOT = path.join(__dirname, "../..");

describe("the CMS preview's stylesheet", () => {
  const css = cmsPreviewCss(ROOT);

  it("scopes the classes of selectors, never a value", () => {
    expect(scopeClasses(".title,.a .b:hover{margin:0.5rem;background:url(x.png)}", "hero")).toBe(
      ".hero__title,.hero__a .hero__b:hover{margin:0.5rem;background:url(x.png)}",
    );
    expect(scopeClasses("@media(min-width:40rem){.title{gap:1.5rem}}", "hero")).toBe(
      "@media(min-width:40rem){.hero__title{gap:1.5rem}}",
    );
  });

  it("holds every class static/admin/preview.js draws with, from the site's own Sass modules", () => {
    const script = fs.readFileSync(path.join(ROOT, "static/admin/preview.js"), "utf8");
    const used = [...script.matchAll(/m\(\s*"([\w-]+)",\s*((?:"[\w-]+"(?:,\s*)?)+)\)/g)].flatMap(([, module, names]) =>
      [...names.matchAll(/"([\w-]+)"/g)].map(([, name]) => `${module}__${name}`),
    );
    expect(used.length).toBeGreaterThan(20);
    const modules = new Set(PREVIEW_MODULES.map((module) => path.basename(module)));
    expect(used.filter((name) => !modules.has(name.split("__")[0]))).toEqual([]);
    expect([...new Set(used)].filter((name) => !css.includes(`.${name}`))).toEqual([]);
    // The site's global rules (body type, .container, .section) come first.
    expect(css).toMatch(/\.container\{/);
  });
});
