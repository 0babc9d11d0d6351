// Runs Debian's nginx, unprivileged, on the built site with the configuration the build generated
// (hosting/nginx/site.conf): its own temporary prefix (config, pid, temp folders), in the foreground.
import { spawn, type StdioOptions } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureDebianPackages } from "./debian-packages.ts";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** Debian's package of the brotli_static module the configuration needs. */
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
export const NGINX_PACKAGES = ["nginx", "libnginx-mod-http-brotli-static"];
export const SITE_CONFIG = path.join("hosting", "nginx", "site.conf");

/** Installs nginx and the brotli module with apt-get when missing (as the test command does for the browsers). */
export const ensureNginx = () =>
  ensureDebianPackages("nginx or its brotli module", [NGINX, BROTLI_MODULE], NGINX_PACKAGES);

/** The generated server configuration with this machine's address and folder in place of the deploy defaults. */
export function localSiteConfig(
  siteConfig: string,
  { root, host, port }: { root: string; host: string; port: number },
): string {
  const lines = siteConfig.split("\n");
  const listen = lines.findIndex((line) => /^\s*listen\s/.test(line));
  const rootLine = lines.findIndex((line) => /^\s*root\s/.test(line));
  if (listen < 0 || rootLine < 0) throw new Error(`${SITE_CONFIG} has no listen or root line`);
  return lines
    .map((line, index) => (index === rootLine ? `    root ${root};` : line))
    .filter((line, index) => index === listen || !/^\s*listen\s/.test(line))
    .map((line, index) => (index === listen ? `    listen ${host}:${port};` : line))
    .join("\n");
}

/**
 * Started by root (CI, a container), nginx would run its workers as an unprivileged user, which cannot read a
 * checkout in a folder only root may enter (`mktemp -d` makes them 0700): every page would answer 404. This
 * local server listens on loopback only, so its workers run as root. Started by anyone else, nginx ignores
 * `user`, and the workers are that user anyway.
 */
const workerUser = () => (process.getuid?.() === 0 ? "user root;\n" : "");

/** A whole nginx.conf around the site's server block, writing only inside `prefix`. */
export const mainConfig = (
  prefix: string,
  siteFile: string,
): string => `# Written by scripts/lib/nginx.ts for one local run.
${workerUser()}daemon off;
master_process on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
load_module ${BROTLI_MODULE};

events {
    worker_connections 512;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    # Tests ask for missing files on purpose (404s); nginx would log each as an error.
    log_not_found off;
    sendfile on;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${siteFile};
}
`;

/**
 * Starts nginx on `root/public` in its own process group; `stop()` ends it (SIGTERM, nginx's fast
 * shutdown) and removes the temporary prefix.
 */
export function startNginx({
  root,
  host = "127.0.0.1",
  port,
  stdio = "ignore",
}: {
  root: string;
  host?: string;
  port: number;
  stdio?: StdioOptions;
}) {
  const siteConfig = path.join(root, SITE_CONFIG);
  if (!fs.existsSync(path.join(root, "public/index.html")) || !fs.existsSync(siteConfig)) {
    throw new Error(`public/ or ${SITE_CONFIG} is missing: run \`npm run build\` first`);
  }
  if (!fs.existsSync(NGINX) || !fs.existsSync(BROTLI_MODULE)) {
    throw new Error(`nginx is missing: apt-get install ${NGINX_PACKAGES.join(" ")}`);
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-site-"));
  const site = path.join(prefix, "site.conf");
  fs.writeFileSync(
    site,
    localSiteConfig(fs.readFileSync(siteConfig, "utf8"), { root: path.join(root, "public"), host, port }),
  );
  fs.writeFileSync(path.join(prefix, "nginx.conf"), mainConfig(prefix, site));
  const child = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", "stderr"], {
    stdio,
    detached: true,
  });
  const cleanUp = () => fs.rmSync(prefix, { recursive: true, force: true });
  child.on("exit", cleanUp);
  const stop = () => {
    try {
      process.kill(-(child.pid as number), "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  return { url: `http://${host}:${port}`, child, stop };
}
