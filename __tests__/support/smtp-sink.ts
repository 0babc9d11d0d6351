import { createServer, type Server, type Socket } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body). */
  raw: string;
  header: (name: string) => string | undefined;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: ReceivedMail[];
  stop: () => Promise<void>;
}

const headerOf = (raw: string) => (name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
};

/**
 * A minimal SMTP server for the sender's tests: accepts every mail (after `delayMs` per message, to hold senders
 * mid-run) and keeps it. `port` 0 picks a free one; a given port lets a test bring "the same server" back.
 */
export const startSmtpSink = async ({ port = 0, delayMs = 0 } = {}): Promise<SmtpSink> => {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let buffer = "";
    let data: string[] | null = null;
    let envelope = { from: "", to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            const raw = data.map((l) => (l.startsWith("..") ? l.slice(1) : l)).join("\r\n");
            const mail = { ...envelope, raw, header: headerOf(raw) };
            data = null;
            envelope = { from: "", to: [] };
            setTimeout(() => {
              mails.push(mail);
              reply("250 queued");
            }, delayMs);
          } else data.push(line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "MAIL") envelope.from = line.slice(10).trim();
        if (command === "RCPT") envelope.to.push(line.slice(8).trim());
        if (command === "DATA") data = [];
        reply({ EHLO: "250 sink", HELO: "250 sink", DATA: "354 go ahead", QUIT: "221 bye" }[command] ?? "250 ok");
        if (command === "QUIT") socket.end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

/** A port nothing listens on (an SMTP server that is down). */
export const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
};
