/**
 * Cleans up after the local backend's launcher when it dies without the chance to do so itself (SIGKILL, a
 * crash): a separate process, in a process group of its own, that reads the launcher's instructions on stdin
 * and acts when stdin closes, which happens however the launcher ends.
 *   pid N    a child to end (SIGTERM, then SIGKILL after a grace period)
 *   dir P    a temporary folder to remove
 *   forget N a child that has ended normally
 * Started by guard.ts, never by hand.
 */
import { rmSync } from "node:fs";
import { createInterface } from "node:readline";

const pids = new Set<number>();
const dirs = new Set<string>();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const lines = createInterface({ input: process.stdin });
lines.on("line", (line) => {
  const [command, value] = [line.slice(0, line.indexOf(" ")), line.slice(line.indexOf(" ") + 1)];
  if (command === "pid") pids.add(Number(value));
  else if (command === "forget") pids.delete(Number(value));
  else if (command === "dir") dirs.add(value);
});

lines.on("close", async () => {
  for (const pid of pids) if (alive(pid)) process.kill(pid, "SIGTERM");
  const deadline = Date.now() + 3000;
  while ([...pids].some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const pid of pids) if (alive(pid)) process.kill(pid, "SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
