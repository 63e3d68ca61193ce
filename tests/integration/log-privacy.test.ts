import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "~server/logger.server";
import { backends, createTestApp, type TestApp } from "../support/test-app";

// The server's log must never carry what visitors or staff sent (names, mobiles, e-mails,
// messages): not in request bodies, not in the parameters of a failed query (issue 15), not in
// the database's own detail ("Failing row contains (…)"). It must still say what failed.

const visitor = {
  name: "Zebulon Quixote",
  mobile: "98123 45670",
  email: "zq.private@example.org",
  message: "My secret salary is 4,56,789 a month.",
};
/** Every piece of the visitor's data as it could appear in a log line (as typed and normalised). */
const traces = ["Zebulon", "Quixote", "98123", "9812345670", "zq.private", "secret salary", "4,56,789"];

describe.each(backends)("what the log keeps of a failed lead on %s", (backend) => {
  let app: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    app = await createTestApp(backend, {}, { logger, pages: true });
    // Every new lead now fails inside the database, as a real failure would.
    await app.services.database.db.execute(
      sql`alter table leads add constraint leads_forced_failure check (false) not valid`,
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it("logs the failure without the visitor's data, but with what is needed to diagnose it", async () => {
    const res = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        kind: "contact_message",
        ...visitor,
        consent: { accepted: true, noticeVersion: "2026-11-22", language: "en" },
      }),
    });
    expect(res.status).toBe(500);
    const answer = await res.text();
    for (const trace of traces) expect(answer).not.toContain(trace);

    const failures = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.level === 50);
    expect(failures).toHaveLength(1);
    const line = lines.find((l) => (JSON.parse(l) as { level: number }).level === 50)!;
    for (const trace of traces) expect(line, `the log line holds "${trace}"`).not.toContain(trace);
    expect(line).not.toContain("Failing row");
    expect(line).not.toContain('"params"');

    const err = failures[0]!.err as { type: string; message: string; cause?: { code?: string; message?: string } };
    // What failed, and why: the statement (placeholders only), the database's code and reason.
    expect(err.type).toBe("DrizzleQueryError");
    expect(err.message).toMatch(/^Failed query: /);
    expect(err.message).toContain('insert into "leads"');
    expect(err.cause?.code).toBe("23514");
    expect(err.cause?.message).toContain('violates check constraint "leads_forced_failure"');
  });

  it("logs a page whose loader failed through the same logger, without the query's values", async () => {
    lines.length = 0;
    await app.services.database.db.execute(sql`alter table loan_services rename column seo_title to seo_title_gone`);
    const res = await app.request("/loan-services/gold-loan");
    expect(res.status).toBe(500);
    const failures = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.level === 50);
    expect(failures.length).toBeGreaterThan(0);
    const first = failures[0] as { msg: string; path: string; err: { type: string; message: string } };
    expect(first).toMatchObject({ msg: "page request failed", path: "/loan-services/gold-loan" });
    expect(first.err.message).toMatch(/^Failed query: select/);
    for (const line of lines) {
      expect(line).not.toContain('"params"');
      expect(line).not.toContain("params:");
    }
  });
});
