/**
 * A password in front of pglite-socket, which accepts any user name and password as the superuser. PGlite
 * listens on a Unix socket in a private folder; this gate listens on 127.0.0.1, asks each client for the
 * password (PostgreSQL's MD5 exchange, which pg and PostgREST's libpq both speak), and only then connects it
 * through, replaying the client's start-up message. A wrong password gets PostgreSQL's own refusal (28P01).
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createConnection, createServer, type Socket } from "node:net";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

const md5 = (data: string | Buffer) => createHash("md5").update(data).digest("hex");

/** @param startup the start-up message's parameters: key\0value\0…\0 */
const startupParameters = (startup: Buffer) => {
  const parts = startup.subarray(8).toString("utf8").split("\0");
  const parameters: Record<string, string> = {};
  for (let index = 0; index + 1 < parts.length; index += 2)
    if (parts[index]) parameters[parts[index]] = parts[index + 1];
  return parameters;
};

const passwordFailure = (message: string) => {
  const fields = Buffer.concat([
    ...[
      ["S", "FATAL"],
      ["V", "FATAL"],
      ["C", "28P01"],
      ["M", message],
    ].map(([code, value]) => Buffer.from(`${code}${value}\0`, "utf8")),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write("E", 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
};

export const startPasswordGate = ({
  password,
  target,
  host = "127.0.0.1",
}: {
  password: string;
  /** PGlite's Unix socket. */
  target: string;
  host?: string;
}): Promise<{ port: number; stop: () => Promise<void> }> => {
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    // Replies reach the gate in pieces; sent on at once, not held for the client's delayed ACK (40 ms a query).
    client.setNoDelay(true);
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());

    let buffer = Buffer.alloc(0);
    let startup: Buffer | null = null;
    const salt = randomBytes(4);

    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!startup) {
          // Untyped messages: length, then a code.
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (length < 8 || length > 10_000) return void client.destroy();
          if (buffer.length < length) return;
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          const code = message.readInt32BE(4);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            client.write("N");
            continue;
          }
          if (code === CANCEL_REQUEST) return void client.destroy();
          startup = Buffer.from(message);
          const request = Buffer.alloc(13);
          request.write("R", 0);
          request.writeInt32BE(12, 1);
          request.writeInt32BE(5, 5); // AuthenticationMD5Password
          salt.copy(request, 9);
          client.write(request);
          continue;
        }
        // The password message: 'p', length, "md5" + hash, \0.
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer[0] !== 0x70 || length > 1000) return void client.destroy();
        if (buffer.length < length + 1) return;
        const sent = buffer.subarray(5, length).toString("utf8").replace(/\0$/, "");
        const rest = buffer.subarray(length + 1);
        const user = startupParameters(startup).user ?? "";
        const expected = `md5${md5(Buffer.concat([Buffer.from(md5(password + user)), salt]))}`;
        const matches = sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
        client.off("data", onData);
        if (!matches) {
          client.end(passwordFailure(`password authentication failed for user "${user}"`));
          return;
        }
        const upstream = createConnection({ path: target });
        sockets.add(upstream);
        upstream.on("close", () => {
          sockets.delete(upstream);
          client.destroy();
        });
        upstream.on("error", () => client.destroy());
        client.on("close", () => upstream.destroy());
        upstream.write(startup);
        if (rest.length > 0) upstream.write(rest);
        upstream.pipe(client);
        client.pipe(upstream);
        return;
      }
    };
    client.on("data", onData);
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : 0,
        stop: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done(undefined));
          }),
      });
    });
  });
};
