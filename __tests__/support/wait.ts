/**
 * Whether `condition` came true within `timeoutMs`, asked every 50 ms. The bound ends a hang and judges no speed
 * (docs/quality.md): a caller prints how long it took, for the report.
 */
export const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
};
