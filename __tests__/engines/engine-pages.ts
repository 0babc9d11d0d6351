/**
 * The two engines Playwright cannot drive here, from Debian's packages (docs/quality.md, "Browser engines"): Firefox
 * ESR over WebDriver BiDi with puppeteer-core, and WebKitGTK's MiniBrowser over W3C WebDriver (WebKitWebDriver,
 * under xvfb-run: MiniBrowser has no headless mode) with selenium-webdriver. Both behind one small page interface,
 * so a journey is written once and run in each. Chromium runs the same journeys through Playwright (__tests__/e2e).
 *
 * "Without script" is a page served with its scripts taken out (`withoutScripts`), not the engine's switch: turning
 * JavaScript off in these engines also turns off the driver's own reads of the page, and what is tested is the
 * site's HTML and CSS working with no script of the site's.
 */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";
import { test } from "@playwright/test";
import puppeteer, { type Browser as FirefoxBrowser, type Page as FirefoxPage } from "puppeteer-core";
import { Builder, Key, type WebDriver } from "selenium-webdriver";
import { FIREFOX, MINIBROWSER, WEBKIT_DRIVER, XVFB_RUN } from "../../scripts/lib/engines.ts";
import { bounded, within } from "./bounded";

export type EngineName = "firefox" | "webkit";
export const ENGINES: readonly EngineName[] = ["firefox", "webkit"];

/** A page in one engine: what the journeys need, and no more. */
export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** A pointer click on the element the selector matches, the first or the `index`th. */
  click(selector: string, index?: number): Promise<void>;
  press(key: "Escape" | "Tab"): Promise<void>;
  /** Types into the field the selector matches. */
  type(selector: string, text: string): Promise<void>;
  /** Ticks the checkbox the selector matches as a keyboard user does: focus, then Space. */
  check(selector: string): Promise<void>;
  /** Chooses the option of that value in the select the selector matches. */
  select(selector: string, value: string): Promise<void>;
  /** Clicks the submit button or link the selector matches and waits for the page it leads to. */
  submit(selector: string): Promise<void>;
  url(): Promise<string>;
  /** The value of a function body run in the page, e.g. `return document.title`. */
  read<T>(body: string): Promise<T>;
  screenshot(file: string): Promise<void>;
  /** Console errors and Content-Security-Policy violations the engine reported (Firefox; WebKit reports none). */
  problems(): string[];
  close(): Promise<void>;
}

export interface EngineOptions {
  width: number;
  height: number;
}

/** A free loopback port. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const openFirefox = async (browser: FirefoxBrowser, { width, height }: EngineOptions): Promise<EnginePage> => {
  const page: FirefoxPage = await browser.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`error: ${String(error)}`));
  // BiDi's viewport command sets the size; Firefox ESR 140 then refuses the screen orientation that follows it.
  await page.setViewport({ width, height }).catch(() => undefined);
  // The site scrolls smoothly (global.scss), so a driver's own scroll to an element may still be moving when it
  // clicks: each element is put in the middle of the window at once, where a person would have it, first.
  const centred = async (selector: string, index = 0) => {
    const element = (await page.$$(selector))[index];
    if (!element) throw new Error(`No element ${index} for ${selector}`);
    await element.evaluate((node) => node.scrollIntoView({ block: "center", behavior: "instant" }));
    return element;
  };
  return {
    engine: "firefox",
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" });
      // Firefox tells BiDi nothing of a blocked request: the page's securitypolicyviolation event does, from the load
      // on (a prefetch, a lazy image). A listener added before the page's scripts (a preload script) would catch the
      // parse's too, but makes Firefox ESR 140 throw 'Permission denied to access property "length"' in some pages.
      await page.evaluate(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
    },
    click: async (selector, index = 0) => {
      await (await centred(selector, index)).click();
    },
    press: (key) => page.keyboard.press(key),
    type: (selector, text) => page.type(selector, text),
    check: async (selector) => {
      await page.focus(selector);
      await page.keyboard.press(" ");
    },
    select: async (selector, value) => {
      await page.select(selector, value);
    },
    submit: async (selector) => {
      const element = await centred(selector);
      await Promise.all([page.waitForNavigation({ waitUntil: "load" }), element.click()]);
    },
    // The document's own address: BiDi's is not told of history.replaceState (the report filters' URL).
    url: () => page.evaluate(() => location.href),
    read: <T>(body: string) => page.evaluate(new Function(body) as () => T) as Promise<T>,
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    problems: () => problems,
    close: () => page.close(),
  };
};

/** WebKitWebDriver under its own X server, with a GTK theme that lets MiniBrowser's window narrow to a phone's. */
const startWebKitDriver = async (): Promise<{ url: string; stop: () => void; config: string }> => {
  const port = await freePort();
  const config = fs.mkdtempSync(path.join(os.tmpdir(), "webkit-gtk-"));
  fs.mkdirSync(path.join(config, "gtk-3.0"));
  // The toolbar's minimum widths keep the window at about 450 px otherwise.
  fs.writeFileSync(path.join(config, "gtk-3.0", "gtk.css"), "* { min-width: 0; min-height: 0; padding: 0; }\n");
  const child: ChildProcess = spawn(XVFB_RUN, ["-a", "-s", "-screen 0 1600x1200x24", WEBKIT_DRIVER, `--port=${port}`], {
    stdio: "ignore",
    detached: true,
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers its status; a minute is far beyond a busy machine's start and ends only a hang.
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (
      await fetch(`${url}/status`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    config,
    stop: () => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      fs.rmSync(config, { recursive: true, force: true });
    },
  };
};

const openWebKit = async (driverUrl: string, { width, height }: EngineOptions): Promise<EnginePage> => {
  const driver: WebDriver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    })
    .build();
  await driver.manage().window().setRect({ width, height });
  const keys = { Escape: Key.ESCAPE, Tab: Key.TAB } as const;
  // WebDriver scrolls an element to the top of the window, under the site's sticky header, which then takes the
  // click: the middle of the window is where a person would have it, reached at once (the site scrolls smoothly,
  // and an element still moving is not interactable).
  const centred = async (selector: string, index = 0) => {
    const element = (await driver.findElements({ css: selector }))[index];
    if (!element) throw new Error(`No element ${index} for ${selector}`);
    await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", element);
    return element;
  };
  return {
    engine: "webkit",
    goto: (url) => driver.get(url),
    click: async (selector, index = 0) => {
      await (await centred(selector, index)).click();
    },
    press: (key) => driver.actions().sendKeys(keys[key]).perform(),
    type: async (selector, text) => (await centred(selector)).sendKeys(text),
    // A pointer click on a checkbox, centred or not, now and then leaves it unticked in WebKitGTK 2.50's driver.
    check: async (selector) => (await centred(selector)).sendKeys(Key.SPACE),
    select: async (selector, value) => (await centred(`${selector} option[value="${value}"]`)).click(),
    // WebKitGTK 2.50's driver now and then loses a click on a submit button, or returns before the post's
    // navigation has begun: the button submits its form as a click would (requestSubmit: the form's own validation,
    // then the browser's post, no script of the site's), a link is followed by its own activation, and the new
    // document is the one without the old one's mark.
    submit: async (selector) => {
      await driver.executeScript("window.__leaving = true");
      await driver.executeScript(
        "const [element] = arguments; if (element.form) element.form.requestSubmit(element); else element.click();",
        await centred(selector),
      );
      // A script sent while the old document unloads fails (no such window, script aborted): not there yet.
      await driver.wait(
        async () =>
          driver.executeScript("return !window.__leaving && document.readyState === 'complete'").catch(() => false),
        60_000,
      );
    },
    url: () => driver.getCurrentUrl(),
    read: <T>(body: string) => driver.executeScript(body) as Promise<T>,
    screenshot: async (file) => fs.writeFileSync(file, await driver.takeScreenshot(), "base64"),
    problems: () => [],
    close: () => driver.quit(),
  };
};

/**
 * One engine for a test file: `open()` gives a new page (a new window in WebKit, whose driver holds one per
 * session), `stop()` ends the engine.
 */
export const startEngine = async (
  engine: EngineName,
): Promise<{ open: (options: EngineOptions) => Promise<EnginePage>; stop: () => Promise<void> }> => {
  if (engine === "firefox") {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "firefox-profile-"));
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      userDataDir: profile,
    });
    return {
      open: async (options) => bounded(await within("firefox's new page", openFirefox(browser, options))),
      stop: async () => {
        await browser.close();
        fs.rmSync(profile, { recursive: true, force: true });
      },
    };
  }
  const driver = await startWebKitDriver();
  return {
    open: async (options) => bounded(await within("webkit's new session", openWebKit(driver.url, options))),
    stop: async () => driver.stop(),
  };
};

/**
 * The site at `origin` as a browser without script gets it: each HTML answer without its script elements, every
 * other request passed on as it is. Resolves to the proxy's address and its stop.
 */
export const withoutScripts = async (origin: string): Promise<{ url: string; stop: () => Promise<void> }> => {
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "host",
      ),
    );
    const answer = await fetch(`${origin}${request.url}`, {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: "manual",
    });
    const type = answer.headers.get("content-type") ?? "";
    const passed = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name),
      ),
    );
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, passed);
    response.end(
      type.startsWith("text/html") ? body.toString("utf8").replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "") : body,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/**
 * Waits until the function body run in the page returns true (`what` names it in the failure). The minute ends a
 * hang and judges no speed: what is waited for (an island's hydration, a filter's result) comes within a second
 * on an idle machine.
 */
export const until = async (page: EnginePage, body: string, what: string): Promise<void> => {
  const deadline = Date.now() + 60_000;
  while (!(await page.read<boolean>(body).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Waited a minute for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * For a describe block: `engine` started before its tests and stopped after them, with the site as a browser
 * without script gets it. `open` gives a page; `site(script)` the address to load the site from.
 */
export const useEngine = (engine: EngineName, origin: () => string) => {
  let started: Awaited<ReturnType<typeof startEngine>> | undefined;
  let scriptless: Awaited<ReturnType<typeof withoutScripts>> | undefined;
  test.beforeAll(async () => {
    started = await startEngine(engine);
    scriptless = await withoutScripts(origin());
  });
  test.afterAll(async () => {
    await started?.stop();
    await scriptless?.stop();
  });
  return {
    open: (options: EngineOptions) => started!.open(options),
    site: (script: boolean) => (script ? origin() : scriptless!.url),
  };
};
