/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import contactTable from "../../src/forms/contact-table.json";
import { type BackendUnderTest, backendTargets, runSql, startBackend } from "./backend-process";
import { CONTACT_CONSENT, contactRow } from "../support/fixtures";
import { fetchFrom, newClientAddress, postAsVisitor } from "../support/visitors";
import { waitFor } from "../support/wait";

const CONTACT_TABLE = contactTable.name;

/** Running, as opposed to gone or a zombie waiting to be reaped (which holds no connection or socket). */
const running = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map(Number)
      .filter((child) => child > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
};

/** The PostgREST process the launcher started, found by its command line. */
const postgrestOf = (launcherPid: number): number => {
  const [pid] = childrenOf(launcherPid).filter((child) =>
    readFileSync(`/proc/${child}/cmdline`, "utf8").split("\0")[0].endsWith("postgrest"),
  );
  expect(pid).toEqual(expect.any(Number));
  return pid;
};

/** Paths of the Unix sockets a process has open (its sockets' inodes, looked up in /proc/net/unix). */
const unixSocketPaths = (pid: number): string[] => {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter(Boolean),
  );
  return readFileSync("/proc/net/unix", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 8 && inodes.has(fields[6]))
    .map((fields) => fields[7]);
};

describe.each(backendTargets())("the local backend on %s, under faults", (_label, serverUrl) => {
  let backend: BackendUnderTest | undefined;

  const insert = (target: BackendUnderTest) =>
    postAsVisitor(target, CONTACT_TABLE, contactRow()).then((response) => response.status);

  const health = (target: BackendUnderTest) =>
    fetch(`${target.url}/health`).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { status: string },
    }));

  afterEach(async () => {
    await backend?.stop();
    backend = undefined;
  });

  it("restarts a killed PostgREST, and /health says so while it is down", async () => {
    backend = await startBackend({ serverUrl });
    const launcherPid = backend.pid;
    expect(await insert(backend)).toBe(201);
    expect(await health(backend)).toEqual({ status: 200, body: expect.objectContaining({ status: "ok" }) });

    const first = postgrestOf(launcherPid);
    process.kill(first, "SIGKILL");
    const killedAt = Date.now();
    await waitFor(() => !running(first));

    const down = await health(backend);
    expect(down.status).toBe(503);
    expect(down.body.status).not.toBe("ok");

    const target = backend;
    expect(await waitFor(async () => (await insert(target).catch(() => 0)) === 201)).toBe(true);
    // A figure for the report (a timing is no gate: see docs/quality.md).
    console.info(`PostgREST killed: an insert stored again after ${Date.now() - killedAt} ms`);
    expect(await health(backend)).toEqual({ status: 200, body: expect.objectContaining({ status: "ok" }) });
    expect(postgrestOf(launcherPid)).not.toBe(first);
  });

  it("leaves no PostgREST, no PGlite and no temporary socket folder behind when the launcher is SIGKILLed", async () => {
    backend = await startBackend({ serverUrl });
    const launcherPid = backend.pid;
    const postgrest = postgrestOf(launcherPid);
    // PGlite's own process (backend/pglite-server.ts), when it is the database.
    const pglite = childrenOf(launcherPid).filter((child) =>
      readFileSync(`/proc/${child}/cmdline`, "utf8").includes("pglite-server.ts"),
    );
    expect(pglite).toHaveLength(serverUrl ? 0 : 1);
    const sockets = [...unixSocketPaths(postgrest), ...unixSocketPaths(launcherPid)].filter(Boolean);
    const folders = [...new Set(sockets.map((socket) => path.dirname(socket)))];
    // PostgREST's socket folder, and PGlite's when it is the database.
    expect(folders.length).toBeGreaterThanOrEqual(1);
    for (const folder of folders) expect(existsSync(folder)).toBe(true);

    process.kill(launcherPid, "SIGKILL");

    expect(await waitFor(() => !running(launcherPid))).toBe(true);
    expect(await waitFor(() => !running(postgrest))).toBe(true);
    expect(await waitFor(() => !pglite.some(running))).toBe(true);
    expect(await waitFor(() => folders.every((folder) => !existsSync(folder)))).toBe(true);
  });
});

/** The loopback TCP ports a process listens on (ss's listing of sockets with their owners). */
const listeningPorts = (pid: number): number[] =>
  execFileSync("ss", ["-Htlnp"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(`pid=${pid},`))
    .map((line) => Number(/:(\d+)\s/.exec(line)?.[1]))
    .filter((port) => port > 0);

describe("local parity (issue 40): the local function and database as a hosted project's", () => {
  let backend: BackendUnderTest | undefined;
  afterEach(async () => {
    await backend?.stop();
    backend = undefined;
  });

  it("serves the submit-form function only through the gateway: a post to its port naming its own client is refused", async () => {
    backend = await startBackend();
    const [deno] = childrenOf(backend.pid).filter((child) =>
      readFileSync(`/proc/${child}/cmdline`, "utf8").includes("submit-form"),
    );
    expect(deno).toEqual(expect.any(Number));
    const [port] = listeningPorts(deno);
    expect(port).toEqual(expect.any(Number));
    const form = new URLSearchParams({
      full_name: "Ada Lovelace",
      email_address: `ada.${randomUUID()}@example.com`,
      reason_for_contact: "general",
      message: `Straight to the port ${randomUUID()}`,
      [CONTACT_CONSENT]: "on",
      nickname: "",
    }).toString();
    const straight = await fetch(`http://127.0.0.1:${port}/submit-form/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": "203.0.113.7" },
      body: form,
      redirect: "manual",
    });
    expect(straight.status).toBe(403);
    // Through the gateway, as a visitor (even one who sends the header), it is served.
    const through = await fetchFrom(newClientAddress())(`${backend.url}/functions/v1/submit-form/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": "203.0.113.7" },
      body: form,
    });
    expect(through.status).toBe(303);
    const { rows } = await runSql(
      backend.databaseUrl,
      `select count(*)::int as n from public.${CONTACT_TABLE} where message like 'Straight to the port %'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
  it("starts a killed PGlite again on its data folder: /health answers 200 again and no acknowledged row is missing", async () => {
    // PGlite's files in the state folder, as `npm start` keeps them.
    backend = await startBackend({ memory: false });
    const target = backend;
    const pgliteOf = () =>
      childrenOf(target.pid).filter((child) =>
        readFileSync(`/proc/${child}/cmdline`, "utf8").includes("pglite-server.ts"),
      );
    const [first] = pgliteOf();
    expect(first).toEqual(expect.any(Number));
    const rows = Array.from({ length: 5 }, () => contactRow());
    for (const row of rows) expect((await postAsVisitor(target, CONTACT_TABLE, row)).status).toBe(201);

    process.kill(first, "SIGKILL");
    const killedAt = Date.now();
    expect(await waitFor(() => !running(first))).toBe(true);
    const healthy = async () => (await fetch(`${target.url}/health`).catch(() => null))?.status === 200;
    const insertStored = async () =>
      (await postAsVisitor(target, CONTACT_TABLE, contactRow()).catch(() => null))?.status === 201;
    // PGlite's start on its files, the migrations' check, the content and PostgREST's start: seconds on a quiet
    // machine, 30 s at a load of 12 on two cores. Five minutes end a hang.
    expect(await waitFor(async () => (await healthy()) && (await insertStored()))).toBe(true);
    // A figure for the report (a timing is no gate: see docs/quality.md); the issue asks for 15 s.
    console.info(`PGlite killed: /health 200 and an insert stored again after ${Date.now() - killedAt} ms`);

    const { rows: stored } = await runSql(
      target.databaseUrl,
      `select message from public.${CONTACT_TABLE} where message = any($1)`,
      [rows.map((row) => row.message)],
    );
    expect(stored.map((row) => row.message).sort()).toEqual(rows.map((row) => row.message).sort());
    expect(pgliteOf()).toEqual([expect.any(Number)]);
    expect(pgliteOf()).not.toContain(first);
  });
});

describe("the local backend's PGlite port", () => {
  let backend: BackendUnderTest;

  beforeAll(async () => {
    backend = await startBackend();
  });

  afterAll(async () => {
    await backend?.stop();
  });

  const connect = async (url: URL) => {
    const client = new Client({ connectionString: url.toString() });
    try {
      await client.connect();
      return (await client.query("select current_user as user")).rows[0].user as string;
    } finally {
      await client.end().catch(() => {});
    }
  };

  it("refuses a wrong password, whatever the user name", async () => {
    const url = new URL(backend.databaseUrl);
    expect(url.password.length).toBeGreaterThanOrEqual(20);
    for (const [user, password] of [
      ["postgres", "postgres"],
      ["postgres", `${url.password}x`],
      ["anon", "anon"],
      ["mallory", url.password.slice(1)],
    ]) {
      const wrong = new URL(url);
      wrong.username = user;
      wrong.password = password;
      await expect(connect(wrong)).rejects.toMatchObject({ code: "28P01" });
    }
  });

  it("accepts the generated one", async () => {
    await expect(connect(new URL(backend.databaseUrl))).resolves.toBe("postgres");
  });
});
