// The Chromium every browser-driven check uses: Debian's, with the flags that keep it quiet on a machine with no
// outside network.
//
// Two builds of the same Chromium (one Debian source package, one version, one Blink):
// - CHROMIUM, the browser (`chromium`), for Lighthouse in `npm run bench`, which measures what a visitor's browser
//   does;
// - CHROMIUM_TESTS, its headless shell (`chromium-headless-shell`, the build Playwright itself runs headless), for
//   the browser tests. It renders pages with the same engine but starts a page's processes for about a quarter of
//   the CPU (here 0.28 core-seconds a new context against 1.04), and the tests open some thousand pages: the
//   end-to-end project took 825 s on the browser and 436 s on the shell, every test passing, the screenshots matching
//   their references (docs/quality.md, "Browser tests").
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_TESTS = process.env.CHROMIUM_TESTS_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
