// A mail server on 127.0.0.1 that accepts and counts the lead alerts the bench's leads cause, so
// the lead figures include the outbox: each new lead's alert row, and the worker sending it.
import { SMTPServer } from "smtp-server";

export async function startSmtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  server.on("error", () => undefined);
  await new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.server.address();
  return {
    /** Environment for the server under test: alerts on, sent here. */
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, LEAD_NOTIFY_EMAIL: "bench-alerts@example.com" },
    received: () => received,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
