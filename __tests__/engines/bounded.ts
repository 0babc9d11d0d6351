import type { EnginePage } from "./engine-pages";

/**
 * The longest one driver command may take. WebKitGTK 2.50's WebDriver now and then stops answering a command for
 * good in a long run (one test in two clean-clone runs of four, 29 November); bounded, such a hang fails its test in
 * a minute and a half, and Playwright's retry runs it in a fresh engine (playwright.config.ts), instead of holding it
 * to the test's five minutes. A command takes under a second on an idle machine and a few on a busy one (a page
 * load the longest), so the bound ends only a hang.
 */
export const COMMAND_BOUND_MS = 90_000;

/** `work`, or a failure naming `what` once `boundMs` have passed without its answer. */
export const within = <T>(what: string, work: Promise<T>, boundMs = COMMAND_BOUND_MS): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The driver did not answer ${what} in ${boundMs} ms`)), boundMs);
  });
  return Promise.race([work, hang]).finally(() => clearTimeout(timer));
};

/** The page with each of its commands bounded by `within`, a hang naming the engine, the command and its arguments. */
export const bounded = (page: EnginePage, boundMs = COMMAND_BOUND_MS): EnginePage => {
  const call =
    <A extends unknown[], R>(name: string, method: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      within(`${page.engine} ${name}(${args.map((arg) => JSON.stringify(arg)).join(", ")})`, method(...args), boundMs);
  return {
    engine: page.engine,
    goto: call("goto", page.goto),
    click: call("click", page.click),
    press: call("press", page.press),
    type: call("type", page.type),
    check: call("check", page.check),
    select: call("select", page.select),
    submit: call("submit", page.submit),
    url: call("url", page.url),
    read: <T>(body: string) => within(`${page.engine} read(${JSON.stringify(body)})`, page.read<T>(body), boundMs),
    screenshot: call("screenshot", page.screenshot),
    problems: page.problems,
    close: call("close", page.close),
  };
};
