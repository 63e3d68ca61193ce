// What `npm start` prints once the server listens: a few plain lines for the person at the
// terminal (where the site is, where the staff sign in, where the data lives, whether anyone hears
// about new leads). The JSON log lines stay as they are for log collectors; this block is printed
// beside them only when a person is likely to read it (server/main.ts decides).
import path from "node:path";
import type { AppConfig } from "./config.server";
import type { FirstOwner } from "./users/user.server";

export interface StartupFacts {
  /** Where the server listens, e.g. http://localhost:3000. */
  listeningUrl: string;
  config: Pick<AppConfig, "PUBLIC_URL" | "DATABASE_URL" | "DATA_DIR" | "S3_BUCKET">;
  /** Whether e-mail alerts of new leads go out, through which server, or why not. */
  emailAlerts:
    | { on: true; server: "environment" | "settings"; recipients: number }
    | { on: false; reason: "no_server" | "no_recipients" };
  firstOwner: FirstOwner;
}

/** The database's address without its password: user@host:port/name. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : "";
    const port = url.port ? `:${url.port}` : "";
    return `PostgreSQL at ${user}${url.hostname}${port}${url.pathname}`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

/** The summary's lines, without colours (they end up in files and journald too). */
export function startupSummary(facts: StartupFacts): string {
  const { config } = facts;
  const site = (config.PUBLIC_URL ?? facts.listeningUrl).replace(/\/$/, "");
  const dataDir = path.resolve(config.DATA_DIR);
  const database = config.DATABASE_URL
    ? describeDatabaseUrl(config.DATABASE_URL)
    : `the embedded database in ${path.join(dataDir, "pgdata")}`;
  const files = config.S3_BUCKET ? `the S3 bucket ${config.S3_BUCKET}` : path.join(dataDir, "files");

  const rows: [string, string][] = [
    ["Site", site],
    ["Staff area", `${site}/admin`],
  ];
  if (facts.firstOwner.kind === "one_time_password") {
    rows.push([
      "First sign-in",
      `${facts.firstOwner.email} with the one-time password ${facts.firstOwner.password} (shown only now; you choose your own after signing in)`,
    ]);
  } else if (facts.firstOwner.kind === "from_environment") {
    rows.push(["First sign-in", `${facts.firstOwner.email} with ADMIN_PASSWORD`]);
  }
  rows.push(["Data", database], ["Uploads", files]);
  rows.push(["E-mail alerts", describeAlerts(facts.emailAlerts, site)]);

  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${`${label}:`.padEnd(width + 2)}${value}`);
  return ["", "The site is running.", ...lines, "  Stop it with Ctrl+C.", ""].join("\n");
}

function describeAlerts(alerts: StartupFacts["emailAlerts"], site: string): string {
  if (alerts.on) {
    const who = alerts.recipients === 1 ? "1 address gets" : `${alerts.recipients} addresses get`;
    const via = alerts.server === "environment" ? "SMTP_URL" : "the mail server set in the staff area";
    return `on: ${who} each new lead, through ${via}`;
  }
  if (alerts.reason === "no_recipients") {
    return `off: nobody is named to receive them. Add an address at ${site}/admin/lead-settings`;
  }
  return `off: new leads are stored, nobody is e-mailed. Set up the mail server at ${site}/admin/mail-server`;
}

/**
 * Whether to print the summary: when started with `npm start`, or with a terminal on stdout. A
 * service manager running `node build/app-server/main.js` gets the JSON log lines only.
 */
export function wantsStartupSummary(env: NodeJS.ProcessEnv, stdoutIsTty: boolean): boolean {
  return env.npm_lifecycle_event === "start" || stdoutIsTty;
}
