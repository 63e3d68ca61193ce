// What went wrong with a mail server, in words an office owner can act on, from the error
// nodemailer gives (its code: EDNS, ECONNECTION, ETIMEDOUT, ETLS, EAUTH, EENVELOPE, ESOCKET…, the
// system's code behind it, the server's reply). Never a stack, never the password: the server's
// reply is quoted only once every secret is masked.
import { singleLine } from "./lead-alert-email";

export const mailProblemKinds = [
  "host_not_found",
  "unreachable",
  "timeout",
  "tls",
  "certificate",
  "auth",
  "no_credentials",
  "sender_refused",
  "recipient_refused",
  "message_refused",
  "connection_closed",
  "other",
] as const;
export type MailProblemKind = (typeof mailProblemKinds)[number];

export interface MailProblem {
  kind: MailProblemKind;
  message: string;
}

export interface MailAttempt {
  host: string;
  port: number;
  /** The longest wait for the server, in seconds (the timeouts of the attempt). */
  timeoutSeconds: number;
  /** The sender (From) and recipient addresses of the attempt. */
  from: string;
  to: string;
  /** Strings to mask wherever the server's reply is quoted (the password). */
  secrets?: readonly string[];
}

interface NodemailerError {
  code?: unknown;
  originalCode?: unknown;
  command?: unknown;
  response?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

const CERTIFICATE_CODES = new Set([
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL", "ECONNRESET"]);
const NOT_FOUND_CODES = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_NONAME", "EAI_FAIL"]);

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The server's own words, masked and on one line, for the end of a message. */
function quoted(error: NodemailerError, secrets: readonly string[]): string {
  const reply = singleLine(maskAll(text(error.response), secrets), 200);
  return reply ? ` The server said: “${reply}”.` : "";
}

/** The problem of a failed attempt, named for an office owner. */
export function describeMailProblem(error: unknown, attempt: MailAttempt): MailProblem {
  const e: NodemailerError = error && typeof error === "object" ? (error as NodemailerError) : {};
  const code = text(e.code);
  const system = text(e.originalCode) || (code.startsWith("E") || code.startsWith("ERR_") ? code : "");
  const command = text(e.command);
  const where = `${attempt.host} on port ${attempt.port}`;
  const said = quoted(e, attempt.secrets ?? []);
  const message = text(e.message);

  if (code === "EDNS" || NOT_FOUND_CODES.has(system))
    return {
      kind: "host_not_found",
      message: `The mail server “${attempt.host}” could not be found. Check the host name for typing mistakes (it looks like smtp.yourprovider.com).`,
    };
  if (CERTIFICATE_CODES.has(system) || /certificate|self[- ]signed/i.test(message))
    return {
      kind: "certificate",
      message: `The secure connection to ${where} was refused because the server's certificate is not valid for “${attempt.host}” (expired, self-signed or for another name). Use the host name your provider gives, exactly.`,
    };
  if (code === "ETIMEDOUT" || system === "ETIMEDOUT")
    return {
      kind: "timeout",
      message: `${where} did not answer within ${attempt.timeoutSeconds} seconds. Check the host and the port; a firewall may block the port. Port 465 needs the security “TLS”, port 587 “STARTTLS”.`,
    };
  if (code === "ETLS" || system.startsWith("ERR_SSL") || system === "EPROTO")
    return {
      kind: "tls",
      message: `The secure connection (TLS) to ${where} failed. Port 465 needs the security “TLS”, ports 587 and 25 “STARTTLS”: check that the two match.${said}`,
    };
  if (code === "EAUTH" && /missing credentials/i.test(message))
    return {
      kind: "no_credentials",
      message: `${where} asks for a user name and password: fill them in.`,
    };
  if (code === "EAUTH" || code === "ENOAUTH")
    return {
      kind: "auth",
      message: `The mail server refused the user name or password. Check both; Gmail, Outlook and Zoho need an app password made in the account's security settings rather than the usual one.${said}`,
    };
  if (code === "EENVELOPE" && command === "MAIL FROM")
    return {
      kind: "sender_refused",
      message: `The mail server refused the sender address ${attempt.from}. Most servers send only from the address of the account you sign in with (or its domain): use that as the sender.${said}`,
    };
  if (code === "EENVELOPE" && command === "RCPT TO")
    return {
      kind: "recipient_refused",
      message: `The mail server refused to send to ${attempt.to}. Check the address; some servers send only to their own domain until the account is verified.${said}`,
    };
  if (code === "EENVELOPE" || code === "EMESSAGE" || command === "DATA")
    return {
      kind: "message_refused",
      message: `The mail server refused the message.${said || " Check the sender address and the account's sending limits."}`,
    };
  if (UNREACHABLE_CODES.has(system) || (code === "ESOCKET" && system !== ""))
    return {
      kind: "unreachable",
      message: `Cannot reach ${where}: nothing there accepted the connection. Check the host and the port (your provider's help pages list them, usually 587 or 465).`,
    };
  if (code === "ECONNECTION" || code === "ESOCKET")
    return {
      kind: "connection_closed",
      message: `${where} closed the connection before the e-mail was sent. Check that the security matches the port (465: TLS, 587: STARTTLS).${said}`,
    };
  return {
    kind: "other",
    message: `Sending failed at ${where}.${said || ` ${singleLine(maskAll(message, attempt.secrets ?? []), 200) || "No reason was given."}`}`,
  };
}

function maskAll(value: string, secrets: readonly string[]): string {
  let out = value;
  for (const secret of secrets) if (secret.length >= 3) out = out.split(secret).join("***");
  return out;
}
