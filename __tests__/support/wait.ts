/**
 * How long a test waits for something that must happen: it ends a hang and judges no speed (docs/quality.md). What
 * takes seconds on an idle machine and has not happened in five minutes is not happening; a busy machine (the build
 * and the browser tests beside the backend suites, at load averages past 10) stays far inside it.
 */
export const HANG_MS = 300_000;

/**
 * Whether `condition` came true within `timeoutMs`, asked every 50 ms. The bound ends a hang and judges no speed
 * (docs/quality.md): a caller prints how long it took, for the report.
 */
export const waitFor = async (
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number = HANG_MS,
): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
};
