/** @jest-environment node */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import contactTable from "../../src/forms/contact-table.json";
import { contactRow } from "../support/fixtures";
import { postAsVisitor } from "../support/visitors";
import { backendTargets, startBackend } from "./backend-process";

/**
 * `npm run backend` keeps PGlite's files in its state folder (.local-backend by default): every submission, its
 * WAL in clear. Issue 28 found 969 of 1,039 of them world-readable and writable. Folders must be 0700, files 0600.
 */

/** Every entry under `dir` (itself included) whose mode is not 0700 (folders) or 0600 (files), with its mode. */
const looseEntries = (dir: string): string[] => {
  const found: string[] = [];
  const walk = (entry: string) => {
    const stats = lstatSync(entry);
    const mode = stats.mode & 0o777;
    if (stats.isDirectory() ? mode !== 0o700 : mode !== 0o600) {
      found.push(`${path.relative(dir, entry) || "."} ${mode.toString(8)}`);
    }
    if (stats.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
  return found;
};

const countFiles = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1),
    0,
  );

describe.each(backendTargets())("the local backend's state folder on %s", (label, serverUrl) => {
  const stateDir = path.join(mkdtempSync(path.join(tmpdir(), "state-test-")), "local-backend");
  afterAll(() => rmSync(path.dirname(stateDir), { recursive: true, force: true }));

  /** Starts `npm run backend`'s launcher on `stateDir` with umask 0, the worst a machine may have. */
  const startUnderUmaskZero = async () => {
    const previous = process.umask(0);
    try {
      return await startBackend({ serverUrl, stateDir, memory: false });
    } finally {
      process.umask(previous);
    }
  };

  it("is created 0700 with every file 0600, and made so again if it was looser", async () => {
    let backend = await startUnderUmaskZero();
    try {
      expect((await postAsVisitor(backend, contactTable.name, contactRow())).status).toBe(201);
      // With PGlite its database is there (with PostgreSQL the keys and the connection only).
      if (label === "PGlite") expect(countFiles(path.join(stateDir, "pgdata"))).toBeGreaterThan(100);
      expect(countFiles(stateDir)).toBeGreaterThanOrEqual(2);
      expect(looseEntries(stateDir)).toEqual([]);
    } finally {
      await backend.stop();
    }

    // A folder left by an earlier version: everything world-writable.
    const loosen = (entry: string) => {
      const stats = lstatSync(entry);
      chmodSync(entry, stats.isDirectory() ? 0o777 : 0o666);
      if (stats.isDirectory()) for (const name of readdirSync(entry)) loosen(path.join(entry, name));
    };
    loosen(stateDir);
    expect(looseEntries(stateDir).length).toBeGreaterThanOrEqual(2);

    backend = await startUnderUmaskZero();
    try {
      expect(looseEntries(stateDir)).toEqual([]);
      expect((await postAsVisitor(backend, contactTable.name, contactRow())).status).toBe(201);
      expect(looseEntries(stateDir)).toEqual([]);
    } finally {
      await backend.stop();
    }
  });
});
