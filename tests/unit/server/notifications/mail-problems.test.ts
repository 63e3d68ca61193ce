import { describe, expect, it } from "vitest";
import { describeMailProblem, type MailAttempt } from "~server/notifications/mail-problems";

const attempt: MailAttempt = {
  host: "smtp.example.in",
  port: 587,
  timeoutSeconds: 15,
  from: "leads@example.in",
  to: "owner@example.in",
  secrets: ["hunter2-secret"],
};

/** An error shaped as nodemailer makes them (smtp-connection's _formatError). */
function smtpError(code: string, extra: Record<string, unknown> = {}, message = "failed"): Error {
  return Object.assign(new Error(message), { code, ...extra });
}

describe("a mail server's problem in an office owner's words", () => {
  it.each([
    ["EDNS", { originalCode: "ENOTFOUND" }, "host_not_found", /“smtp\.example\.in” could not be found/],
    ["ESOCKET", { originalCode: "ECONNREFUSED" }, "unreachable", /Cannot reach smtp\.example\.in on port 587/],
    ["ETIMEDOUT", {}, "timeout", /did not answer within 15 seconds/],
    ["ETLS", { command: "STARTTLS" }, "tls", /secure connection \(TLS\) to smtp\.example\.in on port 587 failed/],
    ["ESOCKET", { originalCode: "ERR_SSL_WRONG_VERSION_NUMBER" }, "tls", /Port 465 needs the security “TLS”/],
    ["ESOCKET", { originalCode: "CERT_HAS_EXPIRED" }, "certificate", /certificate is not valid/],
    [
      "EAUTH",
      { command: "AUTH PLAIN", response: "535 5.7.8 Username and Password not accepted" },
      "auth",
      /refused the user name or password.*“535 5\.7\.8 Username and Password not accepted”/,
    ],
    [
      "EENVELOPE",
      { command: "MAIL FROM", response: "553 5.7.1 Sender address rejected: not owned by user" },
      "sender_refused",
      /refused the sender address leads@example\.in/,
    ],
    [
      "EENVELOPE",
      { command: "RCPT TO", response: "550 No such user" },
      "recipient_refused",
      /refused to send to owner@example\.in/,
    ],
    [
      "EMESSAGE",
      { command: "DATA", response: "554 5.7.1 Spam" },
      "message_refused",
      /refused the message.*554 5\.7\.1 Spam/,
    ],
    ["ECONNECTION", {}, "connection_closed", /closed the connection/],
  ] as const)("%s (%o) reads as %s", (code, extra, kind, message) => {
    const problem = describeMailProblem(smtpError(code, extra), attempt);
    expect(problem.kind).toBe(kind);
    expect(problem.message).toMatch(message);
  });

  it("asks for the user name and password when the server wants them and none were given", () => {
    const problem = describeMailProblem(
      smtpError("EAUTH", { command: "API" }, 'Missing credentials for "PLAIN"'),
      attempt,
    );
    expect(problem).toMatchObject({ kind: "no_credentials" });
    expect(problem.message).toMatch(/fill them in/);
  });

  it("never shows the password, a stack or a line break, even when the server quotes them", () => {
    const error = smtpError("EAUTH", {
      command: "AUTH LOGIN",
      response: "535 Invalid credentials for user with password hunter2-secret\r\nBye",
    });
    const problem = describeMailProblem(error, attempt);
    expect(problem.message).not.toContain("hunter2-secret");
    expect(problem.message).not.toMatch(/[\r\n]/);
    expect(problem.message).not.toContain(" at ");
    const unknown = describeMailProblem(new Error("weird failure with hunter2-secret"), attempt);
    expect(unknown.kind).toBe("other");
    expect(unknown.message).toBe("Sending failed at smtp.example.in on port 587. weird failure with ***");
  });
});
