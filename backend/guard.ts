/**
 * What the launcher leaves behind if it is killed outright: a child (PostgREST) still holding database
 * connections, temporary folders. SIGKILL cannot be caught, so a separate reaper process (reaper.ts) is told
 * about each child and folder and cleans up when the launcher's end closes its stdin. A normal stop cleans up
 * first, then closes the guard, and the reaper finds nothing left to do.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REAPER = path.join(path.dirname(fileURLToPath(import.meta.url)), "reaper.ts");

export interface Guard {
  track: (pid: number) => void;
  forget: (pid: number) => void;
  removeOnExit: (dir: string) => void;
  close: () => Promise<void>;
}

export const startGuard = (): Guard => {
  // A process group of its own, so that a signal to the launcher's group does not end it first.
  const reaper = spawn(process.execPath, [REAPER], { stdio: ["pipe", "ignore", "ignore"], detached: true });
  reaper.unref();
  reaper.stdin.on("error", () => {});
  const send = (line: string) => {
    if (reaper.stdin.writable) reaper.stdin.write(`${line}\n`);
  };
  return {
    track: (pid) => send(`pid ${pid}`),
    forget: (pid) => send(`forget ${pid}`),
    removeOnExit: (dir) => send(`dir ${dir}`),
    close: () => new Promise((resolve) => reaper.stdin.end(() => resolve(undefined))),
  };
};
