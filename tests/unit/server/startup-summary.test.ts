import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeDatabaseUrl, startupSummary, wantsStartupSummary } from "../../../server/startup-summary.server";

const embedded = { PUBLIC_URL: undefined, DATABASE_URL: undefined, DATA_DIR: "./data", S3_BUCKET: undefined };

describe("what npm start prints once the server listens", () => {
  it("tells a newcomer where the site, the staff area, the data and the one-time password are", () => {
    const text = startupSummary({
      listeningUrl: "http://localhost:3000",
      config: embedded,
      emailAlerts: { on: false, reason: "no_server" },
      firstOwner: { kind: "one_time_password", email: "owner@example.com", password: "C7UX-FMJK-Dsmc" },
    });
    expect(text).toContain("Site:          http://localhost:3000\n");
    expect(text).toContain("Staff area:    http://localhost:3000/admin\n");
    expect(text).toContain("owner@example.com with the one-time password C7UX-FMJK-Dsmc");
    expect(text).toContain(`the embedded database in ${path.resolve("data", "pgdata")}`);
    expect(text).toContain(`Uploads:       ${path.resolve("data", "files")}`);
    expect(text).toContain(
      "E-mail alerts: off: new leads are stored, nobody is e-mailed. Set up the mail server at http://localhost:3000/admin/mail-server",
    );
    expect(text.split("\n").length).toBeLessThan(14);
  });

  it("uses the public address, names PostgreSQL without its password and says where alerts are set", () => {
    const text = startupSummary({
      listeningUrl: "http://localhost:3000",
      config: {
        PUBLIC_URL: "https://www.example.in/",
        DATABASE_URL: "postgres://dsa:s3cret-pass@db.internal:5433/dsa_site",
        DATA_DIR: "/srv/dsa",
        S3_BUCKET: "dsa-files",
      },
      emailAlerts: { on: true, server: "environment", recipients: 2 },
      firstOwner: { kind: "exists" },
    });
    expect(text).toContain("Staff area:    https://www.example.in/admin");
    expect(text).toContain("PostgreSQL at dsa@db.internal:5433/dsa_site");
    expect(text).not.toContain("s3cret-pass");
    expect(text).toContain("the S3 bucket dsa-files");
    expect(text).toContain("E-mail alerts: on: 2 addresses get each new lead, through SMTP_URL");
    expect(text).not.toContain("First sign-in");
  });

  it("says where to name a recipient when a mail server is set but nobody receives the alerts", () => {
    const text = startupSummary({
      listeningUrl: "http://localhost:3000",
      config: embedded,
      emailAlerts: { on: false, reason: "no_recipients" },
      firstOwner: { kind: "exists" },
    });
    expect(text).toContain(
      "nobody is named to receive them. Add an address at http://localhost:3000/admin/lead-settings",
    );
  });

  it("reads an unparseable database address as a plain word, never echoing it", () => {
    expect(describeDatabaseUrl("not a url with password hunter2")).toBe("PostgreSQL (DATABASE_URL)");
  });

  it("prints for npm start or a terminal, not for a service manager", () => {
    expect(wantsStartupSummary({ npm_lifecycle_event: "start" }, false)).toBe(true);
    expect(wantsStartupSummary({}, true)).toBe(true);
    expect(wantsStartupSummary({ npm_lifecycle_event: "test" }, false)).toBe(false);
  });
});
