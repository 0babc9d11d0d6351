/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import net from "net";
import os from "os";
import path from "path";
import {
  BROTLI_MODULE,
  NGINX,
  SITE_CONFIG,
  localSiteConfig,
  mainConfig,
  startNginx,
} from "../../../scripts/lib/nginx.ts";
import { FUNCTION_ACTIONS } from "../../../src/routes";
import { headersFile, nginxSiteConfig } from "../../../src/node/hosting/host-configs";
import { DEFAULT_CACHE_CONTROL, HEADER_RULES, SECURITY_HEADERS } from "../../../src/node/hosting/response-headers";

describe("public/_headers", () => {
  const file = headersFile({});

  it("has every rule: its path patterns, each followed by the rule's headers", () => {
    for (const rule of HEADER_RULES) {
      const lines = Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`);
      for (const pattern of rule.paths) expect(file).toContain([pattern, ...lines].join("\n"));
    }
  });

  it("is left without rules on Netlify, whose Gatsby adapter applies gatsby-config's headers", () => {
    expect(headersFile({ NETLIFY: "true" })).not.toMatch(/^\//m);
  });
});

describe("nginx configuration", () => {
  // An address nginx can resolve offline (it resolves a proxy_pass host when it starts).
  const backend = { url: "http://127.0.0.1:54321", anonKey: "anon.key" };
  const config = nginxSiteConfig(backend);

  it("passes each form's post and the cancel link to the Edge Function submit-form with the anon key, and only with a backend", () => {
    for (const [key, action] of Object.entries(FUNCTION_ACTIONS)) {
      const location = config.slice(config.indexOf(`location = ${action} {`));
      // A proxy_pass with a path and no variables: nginx passes the request's query string on.
      expect(location).toMatch(
        new RegExp(`^location = ${action} \\{[^}]*proxy_pass ${backend.url}/functions/v1/submit-form/${key};`),
      );
      expect(location.slice(0, location.indexOf("}"))).toContain(`proxy_set_header apikey "${backend.anonKey}";`);
    }
    expect(nginxSiteConfig(null)).not.toContain("/functions/");
  });

  it("sends every security header on every answer, and the caching value of the file served", () => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(config).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(config).toContain(`default "${DEFAULT_CACHE_CONTROL}";`);
    expect(config).toContain('"~^/static/.*$" "public, max-age=31536000, immutable";');
    // Any add_header inside a location would silently drop the server-level ones there.
    expect(config.slice(config.indexOf("    location ")).includes("add_header")).toBe(false);
  });

  const nginxInstalled = fs.existsSync(NGINX) && fs.existsSync(BROTLI_MODULE);
  (nginxInstalled ? it : it.skip)("is accepted by nginx -t, as npm run serve:production wraps it", () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-test-"));
    const site = path.join(prefix, "site.conf");
    fs.writeFileSync(site, localSiteConfig(config, { root: prefix, host: "127.0.0.1", port: 1 }));
    fs.writeFileSync(path.join(prefix, "nginx.conf"), mainConfig(prefix, site));
    const check = spawnSync(NGINX, ["-t", "-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", "stderr"], {
      encoding: "utf8",
    });
    fs.rmSync(prefix, { recursive: true, force: true });
    expect(check.stderr).toMatch(/syntax is ok/);
    expect(check.status).toBe(0);
  });

  // A checkout in a folder only its owner may enter (`mktemp -d` makes them 0700): nginx's workers must still
  // read the build, whichever user they would otherwise run as.
  (nginxInstalled ? it : it.skip)("serves a build that lies in a folder only its owner may enter", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-private-"));
    fs.mkdirSync(path.join(root, "public"));
    fs.writeFileSync(path.join(root, "public/index.html"), "<!doctype html><title>Home</title>");
    fs.mkdirSync(path.dirname(path.join(root, SITE_CONFIG)), { recursive: true });
    fs.writeFileSync(path.join(root, SITE_CONFIG), config);
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const server = startNginx({ root, port });
    try {
      let answer: Response | undefined;
      for (let attempt = 0; attempt < 50 && !answer; attempt++) {
        answer = await fetch(`${server.url}/`).catch(() => new Promise<undefined>((r) => setTimeout(r, 100)));
      }
      expect({ status: answer?.status, body: await answer?.text() }).toEqual({
        status: 200,
        body: "<!doctype html><title>Home</title>",
      });
    } finally {
      server.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("listens and serves from the lines serve:production replaces", () => {
    const local = localSiteConfig(config, { root: "/tmp/site/public", host: "127.0.0.1", port: 9123 });
    expect(local.match(/^\s*listen .*$/gm)).toEqual(["    listen 127.0.0.1:9123;"]);
    expect(local.match(/^\s*root .*$/gm)).toEqual(["    root /tmp/site/public;"]);
  });
});
