import fs from "fs";
import path from "path";
import { needsPageScript } from "../lib/enhancement-markers";
import { BOOT_ENTRY } from "./boot-entry";
import { filesUnder } from "./hosting/files-under";

/** Marks the script elements this step writes, so a later build replaces them. */
const MARK = "data-page-script";
const WRITTEN = new RegExp(`<script [^>]*${MARK}[^>]*>[\\s\\S]*?</script>`, "g");

/**
 * The boot script's files, fetched once the page's first contentful paint is reported (a `paint` performance entry,
 * which comes when the frame is shown). A `defer` script is found by the preload scanner and fetched and run before
 * the first paint, so on a slow network it shared the bandwidth with the page's HTML, styles and first image, and
 * Lighthouse counted its fetch and run in the page's LCP (1.16 times that of the page without script; 1.0 once it
 * waits; docs/architecture.md). A frame callback and a timeout were not enough: they ran before the frame was shown
 * in most loads. Nothing on the first screen needs the script: behaviours refresh built figures, and islands wait
 * for sight or use. A tab opened in the background paints, and so boots, when it is shown; a browser without paint
 * entries boots after the first frame. Inserted scripts are async unless told otherwise; `async = false` keeps
 * their order.
 */
const loader = (files: readonly string[]): string =>
  `<script ${MARK}>(function(){function boot(){` +
  `${JSON.stringify(files.map((file) => `/${file}`))}.forEach(function(src){` +
  `var script=document.createElement("script");script.src=src;script.async=false;document.body.appendChild(script)` +
  `})}` +
  `var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];` +
  `if(types.indexOf("paint")<0){requestAnimationFrame(function(){setTimeout(boot)});return}` +
  `new PerformanceObserver(function(list,observer){` +
  `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();boot()}})` +
  `.observe({type:"paint",buffered:true})})()</script>`;

/** The boot entry's files in load order (webpack's runtime, then the entry), from the build's webpack stats. */
export function bootScriptFiles(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] } | undefined>;
  };
  const group = stats.namedChunkGroups[BOOT_ENTRY];
  if (!group)
    throw new Error(`webpack.stats.json has no "${BOOT_ENTRY}" entry (addBootEntry of src/node/boot-entry.ts)`);
  return group.assets
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((name) => name.endsWith(".js"));
}

/** A page with the boot script where its body has islands or enhanced elements, and with no script otherwise. */
export const withPageScripts = (html: string, files: readonly string[]): string => {
  const page = html.replace(WRITTEN, "");
  const body = page.slice(page.indexOf("<body"));
  if (!needsPageScript(body)) return page;
  return page.replace("</body>", `${loader(files)}</body>`);
};

/**
 * Gives each built page the one script it needs, or none: the boot script (`src/components/island/boot.ts`) on
 * pages with islands or enhanced elements. After the build, because only then are the script's file names known;
 * before the hosting files, which hash and compress the finished pages.
 */
export function writePageScripts(publicDir: string): number {
  const files = bootScriptFiles(publicDir);
  let withScript = 0;
  for (const file of filesUnder(publicDir).filter((name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(file, "utf8");
    const next = withPageScripts(html, files);
    if (next.includes(MARK)) withScript += 1;
    if (next !== html) fs.writeFileSync(file, next);
  }
  return withScript;
}
