/**
 * MailDev (npm `maildev`), the local mail catcher: an SMTP server that keeps every mail and a web inbox showing
 * them. `npm start` and the end-to-end tests point the notifications sender at it, so the whole flow works with no
 * mail account. Runs as a child process, silent: its output would name the recipients.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

/** The maildev binary, given the repository's root (no import.meta here: the Jest e2e set-up loads this file too). */
export const mailDevBin = (repoRoot: string): string => path.join(repoRoot, "node_modules", ".bin", "maildev");

/** @returns the port, or a free one when it is taken (0: any free one) */
const usablePort = (port: number): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(port === 0 ? 0 : usablePort(0)));
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : port));
    });
  });

/** The ports default to any free ones; a port that is taken is replaced by a free one. */
export const startMailDev = async ({
  bin,
  smtpPort = 0,
  webPort = 0,
  timeoutMs = 30_000,
}: {
  bin: string;
  smtpPort?: number;
  webPort?: number;
  timeoutMs?: number;
}): Promise<{ smtpUrl: string; webUrl: string; stop: () => Promise<void> }> => {
  const smtp = await usablePort(smtpPort);
  const web = await usablePort(webPort);
  const child = spawn(
    bin,
    ["--smtp", String(smtp), "--web", String(web), "--ip", "127.0.0.1", "--web-ip", "127.0.0.1", "--silent"],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  const webUrl = `http://127.0.0.1:${web}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`MailDev exited (${child.exitCode}) before it was ready`);
    const ready = await fetch(`${webUrl}/api/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { smtpUrl: `smtp://127.0.0.1:${smtp}`, webUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`MailDev did not answer on ${webUrl} within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
