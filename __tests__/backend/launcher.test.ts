/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HANG_MS } from "../support/wait";
import { REPO_ROOT } from "./backend-process";

const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(REPO_ROOT, script), ...args], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    env: { ...process.env, GATSBY_SUPABASE_URL: "", GATSBY_SUPABASE_ANON_KEY: "", ...env },
    timeout: HANG_MS,
  });

const stateDir = () => `--state-dir=${mkdtempSync(path.join(tmpdir(), "launcher-test-"))}`;

describe("the local backend launcher", () => {
  it("says plainly when PostgREST cannot run here, and steps aside without failing", () => {
    const result = run("backend/cli.ts", ["--port=0", "--memory", stateDir()], {
      POSTGREST_BIN: "/nonexistent/postgrest",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      "The local backend cannot run on this machine: the PostgREST binary /nonexistent/postgrest is missing or not executable.",
    );
    expect(result.stdout).toContain("The site still runs without it; its forms will show a connection error.");
  });
});

describe("scripts/start.ts", () => {
  // `gatsby develop --help` stands in for the development server: it proves Gatsby is started, then exits.
  it("still starts the site when the local backend cannot run", () => {
    const result = run("scripts/start.ts", ["--help"], { POSTGREST_BIN: "/nonexistent/postgrest" });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("The local backend cannot run on this machine");
    expect(result.stdout).toContain("gatsby develop");
  });

  it("starts nothing locally when a hosted backend is configured", () => {
    const result = run("scripts/start.ts", ["--help"], {
      GATSBY_SUPABASE_URL: "https://project.supabase.co",
      GATSBY_SUPABASE_ANON_KEY: "key",
      POSTGREST_BIN: "/nonexistent/postgrest",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Using the backend at https://project.supabase.co (GATSBY_SUPABASE_URL).");
    expect(result.stdout).not.toContain("local backend");
  });
});
