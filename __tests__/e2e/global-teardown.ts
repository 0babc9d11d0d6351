export default async function globalTeardown(): Promise<void> {
  await globalThis.__E2E_BACKEND__?.stop();
  await globalThis.__E2E_MAILDEV__?.stop();
  const pid = Number(process.env.E2E_SERVER_PID);
  if (!pid) return;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}
