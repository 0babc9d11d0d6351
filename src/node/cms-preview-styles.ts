import path from "path";
import * as sass from "sass";

/**
 * The Sass modules of the components the CMS preview draws (static/admin/preview.js), each class renamed
 * `module__class` (`hero.module.scss`'s `.title` → `.hero__title`) as CSS modules would scope it, so the preview
 * carries the site's own rules without the site's build. The site's global stylesheet comes first.
 */
export const PREVIEW_MODULES = [
  "hero/hero",
  "section-heading/section-heading",
  "accordion/accordion",
  "markdown-lite/markdown-lite",
  "event-card/event-card",
  "event-meta/event-meta",
  "programme/status-badge",
  "programme/question-list",
  "reports/report-card",
];

/** Renames the classes of every selector (never a declaration: `0.5rem` and `url(a.png)` stay). */
export const scopeClasses = (css: string, scope: string): string =>
  css.replace(/([^{};]+)\{/g, (prelude: string, selector: string) =>
    selector.trim().startsWith("@")
      ? prelude
      : `${selector.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_, name: string) => `.${scope}__${name}`)}{`,
  );

/** The preview's stylesheet, from `root` (the project). */
export const cmsPreviewCss = (root: string): string => {
  const components = path.join(root, "src", "components");
  const compile = (file: string) => sass.compile(file, { style: "compressed" }).css;
  return [
    compile(path.join(root, "src", "styles", "global.scss")),
    ...PREVIEW_MODULES.map((module) =>
      scopeClasses(compile(path.join(components, `${module}.module.scss`)), path.basename(module)),
    ),
  ].join("\n");
};
