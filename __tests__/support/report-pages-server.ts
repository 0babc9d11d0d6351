import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import path from "path";

export const FIXTURES = path.join(__dirname, "../fixtures/report-pages");

export interface ReportPagesServer {
  origin: string;
  /** Files served under `/files/<name>`; may be set after start. */
  files: Record<string, string>;
  /** Every request as `path accept-header`, in arrival order. */
  requests: { path: string; accept: string }[];
  close: () => Promise<void>;
}

export interface ReportPagesOptions {
  /** How long `/slow` waits before answering. */
  slowMs?: number;
  /** Delay before every page answers, for concurrency checks. */
  pageDelayMs?: number;
}

const send = (response: http.ServerResponse, status: number, type: string, body: string | Buffer) => {
  response.writeHead(status, { "content-type": type });
  response.end(body);
};

/**
 * Report pages on 127.0.0.1: `/ok` (cover and description), `/moved`
 * (redirects to `/ok`), `/server-error` (500), `/slow`, `/pdf` (not HTML),
 * `/missing-cover` (names an image that 404s), `/same-cover/<file>` (names
 * `/files/<file>` as its cover).
 */
export async function startReportPages(options: ReportPagesOptions = {}): Promise<ReportPagesServer> {
  const requests: ReportPagesServer["requests"] = [];
  const served: Pick<ReportPagesServer, "files"> = { files: {} };
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const page = (body: string) => (response: http.ServerResponse) =>
    send(response, 200, "text/html; charset=utf-8", body);
  const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
  const coverPage = (src: string) =>
    `<html><head><meta name="description" content="The same picture as before, with a fresher description."><meta property="og:image" content="${src}"></head></html>`;

  const server = http.createServer((request, response) => {
    const url = request.url ?? "/";
    requests.push({ path: url, accept: String(request.headers.accept ?? "") });
    const answer = (run: (response: http.ServerResponse) => void) =>
      options.pageDelayMs ? later(options.pageDelayMs, () => run(response)) : run(response);
    if (url === "/ok") return answer(page(fixture("live-report.html").toString("utf8")));
    if (url === "/images/live-cover.jpg") return send(response, 200, "image/jpeg", fixture("live-cover.jpg"));
    if (url === "/moved") {
      response.writeHead(301, { location: "/ok" });
      return response.end();
    }
    if (url === "/server-error") return send(response, 500, "text/html", "<p>Internal server error</p>");
    if (url === "/slow")
      return later(options.slowMs ?? 5000, () => page(fixture("live-report.html").toString("utf8"))(response));
    if (url === "/pdf") return send(response, 200, "application/pdf", "%PDF-1.4");
    if (url === "/missing-cover") return answer(page(coverPage("/images/nowhere.jpg")));
    const same = /^\/same-cover\/(.+)$/.exec(url);
    if (same) return answer(page(coverPage(`/files/${same[1]}`)));
    const file = /^\/files\/(.+)$/.exec(url);
    if (file && served.files[file[1]]) return send(response, 200, "image/jpeg", fs.readFileSync(served.files[file[1]]));
    return send(response, 404, "text/html", "<p>Not found</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(served, {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
