import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, istStartOfDay } from "../../server/formats/ist";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, ownerEnv, signIn, withCookies } from "../support/staff";

describe.each(backends)("staff dashboard on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A lead written straight into the table at a given time. */
  async function lead(
    createdAt: Date,
    kind = "loan_enquiry",
    service: string | null = "home-loans",
    repeatOf?: number,
  ) {
    const rows = await app.services.database.db.execute<{ id: number }>(sql`
      insert into leads (reference, kind, service_slug, name, mobile, consent_notice_version, consent_language,
                         consent_purpose, consented_at, created_at, duplicate_of_id)
      values (${`T-${Math.random().toString(36).slice(2, 10)}`}, ${kind}, ${service}, ${"<b>Ravi</b> Kumar"},
              '+919876543210', 'v', 'en', 'p', now(), ${createdAt}, ${repeatOf ?? null})
      returning id`);
    return (rows as unknown as { rows: { id: number }[] }).rows[0]!.id;
  }

  it("counts new leads by period, kind and service, leaving repeats out, and lists the newest", async () => {
    const now = new Date();
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    const todayStart = istStartOfDay(now);
    // Today (IST): two enquiries and a contact message, one of them a repeat.
    const first = await lead(new Date(Math.max(todayStart.getTime() + 1000, minutesAgo(30).getTime())));
    await lead(new Date(Math.max(todayStart.getTime() + 2000, minutesAgo(20).getTime())), "loan_enquiry", "gold-loan");
    await lead(new Date(Math.max(todayStart.getTime() + 3000, minutesAgo(10).getTime())), "contact_message", null);
    await lead(
      new Date(Math.max(todayStart.getTime() + 4000, minutesAgo(5).getTime())),
      "loan_enquiry",
      "home-loans",
      first,
    );
    // Earlier: 3 days, 10 days, 40 days ago.
    await lead(addDays(now, -3), "loan_enquiry", "gold-loan");
    await lead(addDays(now, -10), "partner_application", null);
    await lead(addDays(now, -40));

    const { jar } = await signIn(app);
    const res = await app.request("/api/admin/dashboard", withCookies(jar));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.leads.today.current).toBe(3);
    expect(body.leads.last7Days).toEqual({ current: 4, previous: 1 });
    expect(body.leads.last30Days).toEqual({ current: 5, previous: 1 });
    expect(body.leads.repeatsLast30Days).toBe(1);
    expect(body.leads.byKind).toEqual([
      { kind: "loan_enquiry", count: 3 },
      { kind: "contact_message", count: 1 },
      { kind: "partner_application", count: 1 },
    ]);
    expect(body.leads.byService).toEqual([
      { serviceSlug: "gold-loan", serviceName: "Gold Loan", count: 2 },
      { serviceSlug: "home-loans", serviceName: "Home Loans", count: 1 },
    ]);
    expect(body.leads.newest).toHaveLength(7);
    expect(body.leads.newest[0].name).toBe("<b>Ravi</b> Kumar");
    expect(body.content.loanServices.active).toBeGreaterThan(0);
    expect(body.alerts).toMatchObject({ alertsEnabled: false, pending: 0, failed: 0 });
  });

  it("shows alert delivery trouble with the last error", async () => {
    const id = await lead(new Date());
    await app.services.database.db.execute(sql`
      insert into notification_outbox (topic, lead_id, payload, status, attempts, last_error, created_at)
      values ('lead_alert', ${id}, '{}'::jsonb, 'pending', 3, 'connect ECONNREFUSED 10.0.0.5:465', now() - interval '1 hour'),
             ('lead_alert', ${id}, '{}'::jsonb, 'failed', 12, 'Invalid login: 535 Authentication failed', now() - interval '2 hours')`);
    const health = await app.services.dashboard.outboxHealth();
    expect(health).toMatchObject({ pending: 1, stuck: 1, failed: 1 });
    expect(health.lastError?.message).toBe("Invalid login: 535 Authentication failed");
    expect(health.lastError?.nextAttemptAt).toBeNull();
  });

  it("gives an editor the content counts and no lead figures", async () => {
    const editor = await addStaffMember(app, "dash.editor@example.in", "editor");
    const { jar } = await signIn(app, editor.email, editor.password);
    const body = await (await app.request("/api/admin/dashboard", withCookies(jar))).json();
    expect(body.leads).toBeNull();
    expect(body.alerts).toBeNull();
    expect(body.content.popups.total).toBeGreaterThanOrEqual(0);
  });
});
