// How the server reaches a mail server: SMTP_URL of the environment, or the server the owner saved
// on the Mail server screen, as nodemailer options; the secrets to keep out of every log line and
// error; and the test e-mail of that screen, whose failure is named in words (mail-problems.ts).
import nodemailer from "nodemailer";
import { singleLine } from "./lead-alert-email";
import { describeMailProblem } from "./mail-problems";
import type { EnvironmentMailServer, MailServerFields } from "./mail-server";
import type { MailTestResult } from "./mail-server.schema";

/** nodemailer's SMTP options for one server: SMTP_URL as it is, or the saved server's fields. */
export type SmtpServer =
  | { url: string }
  | {
      host: string;
      port: number;
      secure: boolean;
      requireTLS: boolean;
      ignoreTLS: boolean;
      auth?: { user: string; pass: string };
    };

/** Everything the outbox needs to send, read before each of its passes (a change applies to the next). */
export interface MailDelivery {
  server: SmtpServer;
  /** The From header: `"Website leads" <leads@office.in>`. */
  from: string;
  /** Who gets every lead alert (LEAD_NOTIFY_EMAIL, then the lead settings' recipients), besides each lead's assignee. */
  recipients: string[];
  /** For log lines: `smtp://host:port`, never the user or password. */
  label: string;
  /** Strings that must never reach a log line or the database (the URL, the password). */
  secrets: string[];
}

const PLAIN_ADDRESS = /^[^\s@,;<>"'()]+@[^\s@,;<>"'()]+\.[^\s@,;<>"'()]+$/;

/** Whether `address` is one plain e-mail address (no name, no list), fit for a header of its own. */
export function isPlainAddress(address: string): boolean {
  return PLAIN_ADDRESS.test(address);
}

/** The addresses of a list as LEAD_NOTIFY_EMAIL holds them (commas or semicolons between). */
export function parseAddresses(list: string | undefined): string[] {
  return (list ?? "")
    .split(/[,;]/)
    .map((address) => singleLine(address, 254))
    .filter(Boolean);
}

/** `list` with each plain address of `candidates` that it lacks (compared without case) added. */
export function appendAddresses(list: string[], candidates: readonly Parameters<typeof singleLine>[0][]): string[] {
  for (const candidate of candidates) {
    const address = singleLine(candidate, 254);
    if (PLAIN_ADDRESS.test(address) && !list.some((known) => known.toLowerCase() === address.toLowerCase()))
      list.push(address);
  }
  return list;
}

/** The ports nodemailer takes when a URL names none. */
const URL_DEFAULT_PORT = { "smtps:": 465, "smtp:": 587 } as const;

/** SMTP_URL as the Mail server screen shows it: host, port, security and user, never the password. */
export function describeSmtpUrl(smtpUrl: string): EnvironmentMailServer {
  const url = new URL(smtpUrl);
  const tls = url.protocol === "smtps:";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : URL_DEFAULT_PORT[tls ? "smtps:" : "smtp:"],
    security: tls ? "tls" : "starttls_if_offered",
    user: url.username ? safeDecode(url.username) : null,
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Strings of an SMTP URL that must never reach a log line: the URL and its password. */
export function secretsOfUrl(smtpUrl: string): string[] {
  const secrets = new Set<string>([smtpUrl]);
  try {
    const url = new URL(smtpUrl);
    if (url.password) {
      secrets.add(url.password);
      secrets.add(safeDecode(url.password));
    }
  } catch {
    // not a parseable URL: only the whole string is known to be secret
  }
  return orderSecrets([...secrets]);
}

/** Longest first, so a URL is masked before the password inside it; very short strings are not masked. */
function orderSecrets(secrets: string[]): string[] {
  return secrets.filter((secret) => secret.length >= 3).sort((a, b) => b.length - a.length);
}

/** The label of SMTP_URL for log lines. */
export function labelOfUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
  } catch {
    return "(unparseable SMTP_URL)";
  }
}

/** The saved server as nodemailer options: TLS from the start, STARTTLS required, or plain text. */
export function smtpServerOf(
  fields: Pick<MailServerFields, "host" | "port" | "security" | "user">,
  password: string | null,
): SmtpServer {
  return {
    host: fields.host,
    port: fields.port,
    secure: fields.security === "tls",
    requireTLS: fields.security === "starttls",
    ignoreTLS: fields.security === "none",
    ...(fields.user ? { auth: { user: fields.user, pass: password ?? "" } } : {}),
  };
}

/** `"Website leads" <leads@office.in>`, or the address alone without a name. */
export function fromHeader(name: string, address: string): string {
  const cleanName = singleLine(name, 80).replace(/["<>\\]/g, "");
  return cleanName ? `"${cleanName}" <${address}>` : address;
}

/** The delivery through the saved server. */
export function deliveryFromSettings(
  fields: MailServerFields,
  password: string | null,
  recipients: string[],
): MailDelivery {
  return {
    server: smtpServerOf(fields, password),
    from: fromHeader(fields.fromName, fields.fromAddress),
    recipients,
    label: `${fields.security === "tls" ? "smtps" : "smtp"}://${fields.host}:${fields.port}`,
    secrets: orderSecrets(password ? [password] : []),
  };
}

/** The delivery through SMTP_URL; its sender is no-reply@ the domain of the first recipient (as before the screen existed). */
export function deliveryFromUrl(smtpUrl: string, recipients: string[], from?: string): MailDelivery {
  const domain = recipients[0]?.split("@")[1] ?? "localhost";
  return {
    server: { url: smtpUrl },
    from: from ? singleLine(from, 254) : `Website leads <no-reply@${domain}>`,
    recipients,
    label: labelOfUrl(smtpUrl),
    secrets: secretsOfUrl(smtpUrl),
  };
}

/** How long the test waits for the server at each step (connect, greeting, each reply), in seconds. */
export const TEST_TIMEOUT_SECONDS = 10;

/**
 * Sends the Mail server screen's test e-mail through `delivery` to `to`, and says what happened in
 * words for the office: where it went, or what failed. Never throws for a mail failure.
 */
export async function sendTestMail(
  delivery: Pick<MailDelivery, "server" | "from" | "secrets">,
  to: string,
  content: { subject: string; text: string },
): Promise<MailTestResult> {
  const timeoutMs = TEST_TIMEOUT_SECONDS * 1000;
  const transport = nodemailer.createTransport({
    ...delivery.server,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    logger: false,
    debug: false,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  try {
    await transport.sendMail({
      from: delivery.from,
      to,
      subject: content.subject,
      text: content.text,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return {
      sent: true,
      to,
      problem: null,
      message: `The mail server took the test e-mail for ${to}. Look for “${content.subject}” in that inbox in a minute (and in its spam folder).`,
    };
  } catch (error) {
    const { host, port } = "url" in delivery.server ? describeSmtpUrl(delivery.server.url) : delivery.server;
    const problem = describeMailProblem(error, {
      host,
      port,
      timeoutSeconds: TEST_TIMEOUT_SECONDS,
      from: addressOf(delivery.from),
      to,
      secrets: delivery.secrets,
    });
    return { sent: false, to, problem: problem.kind, message: problem.message };
  } finally {
    transport.close();
  }
}

/** The address of a From header (`"Name" <a@b>` → a@b). */
function addressOf(from: string): string {
  return /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
}
