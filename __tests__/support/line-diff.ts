import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

/** The lines `git diff` shows removed and added between two texts of a file. */
export const lineDiff = (before: string, after: string): { removed: string[]; added: string[] } => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "line-diff-"));
  try {
    fs.writeFileSync(path.join(dir, "a.json"), before);
    fs.writeFileSync(path.join(dir, "b.json"), after);
    const { stdout } = spawnSync("git", ["diff", "--no-index", "--unified=0", "a.json", "b.json"], {
      cwd: dir,
      encoding: "utf8",
    });
    const lines = stdout.split("\n").filter((line) => !/^(\+\+\+|---) /.test(line));
    return {
      removed: lines.filter((line) => line.startsWith("-")).map((line) => line.slice(1)),
      added: lines.filter((line) => line.startsWith("+")).map((line) => line.slice(1)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};
