import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 for the integration tests: it collects what it receives, can
 * be stopped and started again on the same port (the mail server going down and coming back),
 * and can answer messages with an error (e.g. 451, a temporary failure).
 */
export interface ReceivedMessage {
  /** MAIL FROM of the envelope. */
  from: string | null;
  /** RCPT TO of the envelope. */
  to: string[];
  /** The message as received (headers and body, CRLF line ends). */
  raw: string;
  /** Unfolded header lines in order, as [name, value] with the value still MIME-encoded. */
  headers: Array<[name: string, value: string]>;
  /** First header of that name (case-insensitive), encoded words decoded. */
  header(name: string): string | undefined;
  /** The decoded Subject header. */
  subject: string;
  /** The decoded text body (quoted-printable and base64 undone). */
  text: string;
}

export interface SmtpRejection {
  code: number;
  message: string;
}

export interface SmtpTestServer {
  readonly host: string;
  readonly port: number;
  readonly running: boolean;
  /** Messages accepted so far (rejected ones are not kept). */
  readonly messages: ReceivedMessage[];
  /** Number of DATA commands answered with the configured rejection. */
  readonly rejectedCount: number;
  /** Credentials the clients logged in with. */
  readonly logins: Array<{ username: string; password: string }>;
  /** SMTP connections the clients opened. */
  readonly connectionCount: number;
  /** smtp://[user:pass@]127.0.0.1:port */
  url(credentials?: { user: string; pass: string }): string;
  /** From now on, answer every message with this error (null: accept again). */
  rejectWith(rejection: SmtpRejection | null): void;
  /** Forgets received messages, logins, connections and the rejection count. */
  clear(): void;
  /** Resolves once at least `count` messages arrived. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMessage[]>;
  /** Starts listening again on the same port (after stop()). */
  start(): Promise<void>;
  /** Closes the port; connections are ended. */
  stop(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** Answer messages with this error from the start. */
  reject?: SmtpRejection;
  /** Take mail only after a sign-in with these (535 for any other user name or password). */
  account?: { user: string; pass: string };
  /** Take mail only from this sender (553 for any other MAIL FROM). */
  onlySender?: string;
}

export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const host = "127.0.0.1";
  const messages: ReceivedMessage[] = [];
  const logins: Array<{ username: string; password: string }> = [];
  let rejection: SmtpRejection | null = options.reject ?? null;
  let rejectedCount = 0;
  let connectionCount = 0;
  let server: SMTPServer | null = null;
  let port = 0;
  const waiters = new Set<() => void>();

  const onData = (stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null) => void) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (rejection) {
        rejectedCount++;
        const error = Object.assign(new Error(rejection.message), { responseCode: rejection.code });
        callback(error);
        return;
      }
      const { mailFrom, rcptTo } = session.envelope;
      messages.push(
        parseMessage(
          Buffer.concat(chunks).toString("utf8"),
          mailFrom ? mailFrom.address : null,
          rcptTo.map((r) => r.address),
        ),
      );
      callback();
      for (const wake of waiters) wake();
    });
  };

  async function listen(): Promise<void> {
    const instance = new SMTPServer({
      authOptional: !options.account,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 500,
      onConnect(_session, callback) {
        connectionCount++;
        callback();
      },
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username ?? "", password: auth.password ?? "" });
        const { account } = options;
        if (account && (auth.username !== account.user || auth.password !== account.pass)) {
          callback(Object.assign(new Error("5.7.8 Authentication credentials invalid"), { responseCode: 535 }));
          return;
        }
        callback(null, { user: auth.username ?? "" });
      },
      onMailFrom(address, _session, callback) {
        if (options.onlySender && address.address !== options.onlySender) {
          callback(Object.assign(new Error("5.7.1 Sender address rejected: not owned by user"), { responseCode: 553 }));
          return;
        }
        callback();
      },
      onData,
    });
    instance.on("error", () => undefined);
    await new Promise<void>((resolve, reject) => {
      instance.server.once("error", reject);
      instance.listen(port, host, () => {
        instance.server.off("error", reject);
        resolve();
      });
    });
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  }

  await listen();

  return {
    host,
    get port() {
      return port;
    },
    get running() {
      return server !== null;
    },
    messages,
    get rejectedCount() {
      return rejectedCount;
    },
    logins,
    get connectionCount() {
      return connectionCount;
    },
    url(credentials) {
      const auth = credentials
        ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@`
        : "";
      return `smtp://${auth}${host}:${port}`;
    },
    rejectWith(next) {
      rejection = next;
    },
    clear() {
      messages.length = 0;
      logins.length = 0;
      rejectedCount = 0;
      connectionCount = 0;
    },
    waitForMessages(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages.slice());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} messages within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async start() {
      if (server) return;
      await listen();
    },
    async stop() {
      const instance = server;
      if (!instance) return;
      server = null;
      await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
  };
}

/** Just enough MIME for the tests: unfolded headers, encoded words, a single-part text body. */
export function parseMessage(raw: string, from: string | null = null, to: string[] = []): ReceivedMessage {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers: Array<[string, string]> = head
    .replace(/\r\n(?=[ \t])/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(":");
      return colon === -1 ? [line, ""] : [line.slice(0, colon), line.slice(colon + 1).trim()];
    });
  const header = (name: string) => {
    const found = headers.find(([key]) => key.toLowerCase() === name.toLowerCase());
    return found ? decodeWords(found[1]) : undefined;
  };
  const encoding = (header("content-transfer-encoding") ?? "7bit").toLowerCase();
  let text: string;
  if (encoding === "quoted-printable") text = decodeQuotedPrintable(body);
  else if (encoding === "base64") text = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  else text = body;
  return { from, to, raw, headers, header, subject: header("subject") ?? "", text: text.replace(/\r\n/g, "\n") };
}

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const source = input.replace(/=\r?\n/g, "");
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    const hex = source.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=); whitespace between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) => {
      if (kind.toUpperCase() === "B") return Buffer.from(data, "base64").toString("utf8");
      return decodeQuotedPrintable(data.replace(/_/g, " "));
    });
}
