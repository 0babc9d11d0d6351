// The browser engines the tests drive besides Chromium (scripts/lib/chromium.ts), all from Debian's packages:
// Firefox ESR, and WebKitGTK's WebDriver with its MiniBrowser, which needs an X server (xvfb-run).
import { ensureDebianPackages } from "./debian-packages.ts";

export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const XVFB_RUN = "/usr/bin/xvfb-run";

/** Installs Firefox ESR, WebKitGTK's driver and Xvfb with apt-get when missing. */
export const ensureEngines = () =>
  ensureDebianPackages(
    "Firefox ESR, WebKitGTK's driver or Xvfb",
    [FIREFOX, WEBKIT_DRIVER, MINIBROWSER, XVFB_RUN],
    ["firefox-esr", "webkit2gtk-driver", "xvfb"],
  );
