import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, ownerEnv, signIn, withCookies } from "../support/staff";

/** An IST wall-clock time as an instant. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe.each(backends)("dashboard: first response and the pipeline on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function lead(values: {
    createdAt: Date;
    firstContactedAt?: Date | null;
    status?: string;
    repeatOf?: number;
    sanctionedAmount?: number;
    sanctionedOn?: string;
    disbursedAmount?: number;
    disbursedOn?: string;
    commissionExpected?: number;
    commissionReceived?: number;
  }) {
    const rows = await app.services.database.db.execute<{ id: number }>(sql`
      insert into leads (reference, kind, service_slug, name, mobile, consent_notice_version, consent_language,
                         consent_purpose, consented_at, created_at, first_contacted_at, status, duplicate_of_id,
                         sanctioned_amount, sanctioned_on, disbursed_amount, disbursed_on,
                         commission_expected, commission_received)
      values (${`T-${Math.random().toString(36).slice(2, 10)}`}, 'loan_enquiry', 'home-loans', ${"<i>Anu</i>"},
              '+919876543210', 'v', 'en', 'p', now(), ${values.createdAt}, ${values.firstContactedAt ?? null},
              ${values.status ?? "new"}, ${values.repeatOf ?? null}, ${values.sanctionedAmount ?? null},
              ${values.sanctionedOn ?? null}, ${values.disbursedAmount ?? null}, ${values.disbursedOn ?? null},
              ${values.commissionExpected ?? null}, ${values.commissionReceived ?? null})
      returning id`);
    return (rows as unknown as { rows: { id: number }[] }).rows[0]!.id;
  }

  it("takes the median time to first contact in office hours and lists leads waiting over an hour", async () => {
    // Office: Monday to Saturday 09:30-18:00 IST (the default). "Now" is Wednesday 14/01/2026, 3 pm.
    const now = ist("2026-01-14T15:00:00");
    // Contacted after 10, 20 and 90 office minutes; the third arrived at 11 pm and was called at 11 am.
    await lead({
      createdAt: ist("2026-01-12T10:00:00"),
      firstContactedAt: ist("2026-01-12T10:10:00"),
      status: "contacted",
    });
    await lead({
      createdAt: ist("2026-01-12T12:00:00"),
      firstContactedAt: ist("2026-01-12T12:20:00"),
      status: "contacted",
    });
    await lead({
      createdAt: ist("2026-01-12T23:00:00"),
      firstContactedAt: ist("2026-01-13T11:00:00"),
      status: "contacted",
    });
    // Waiting: since 1 pm today (2 h) and since 2:30 pm (30 min: not yet late); a repeat never counts.
    const late = await lead({ createdAt: ist("2026-01-14T13:00:00") });
    await lead({ createdAt: ist("2026-01-14T14:30:00") });
    await lead({ createdAt: ist("2026-01-14T12:00:00"), repeatOf: late });

    const figures = await app.services.dashboard.firstResponse(now);
    expect(figures.medianMinutes).toBe(20);
    expect(figures.contactedCount).toBe(3);
    expect(figures.waitingOverAnHour).toBe(1);
    expect(figures.longestWaiting).toEqual([
      expect.objectContaining({ id: late, name: "<i>Anu</i>", waitingMinutes: 120 }),
    ]);
  });

  it("counts leads by status and this month's sanctions, disbursals and commission", async () => {
    const now = new Date();
    const today = new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    await lead({
      createdAt: now,
      status: "disbursed",
      sanctionedAmount: 2_500_000,
      sanctionedOn: today,
      disbursedAmount: 2_400_000,
      disbursedOn: today,
      commissionExpected: 12_000,
      commissionReceived: 5_000,
    });
    await lead({ createdAt: now, status: "sanctioned", sanctionedAmount: 500_000, sanctionedOn: today });
    // Sanctioned last year: not this month.
    await lead({ createdAt: now, status: "sanctioned", sanctionedAmount: 900_000, sanctionedOn: "2025-03-01" });

    const { jar } = await signIn(app);
    const owner = await (await app.request("/api/admin/dashboard", withCookies(jar))).json();
    expect(owner.pipeline.sanctioned).toEqual({ count: 2, amount: 3_000_000 });
    expect(owner.pipeline.disbursed).toEqual({ count: 1, amount: 2_400_000 });
    expect(owner.pipeline.commission).toEqual({ expected: 12_000, received: 5_000 });
    expect(owner.pipeline.byStatus).toEqual(
      expect.arrayContaining([
        { status: "disbursed", count: 1 },
        { status: "sanctioned", count: 2 },
      ]),
    );
    expect(owner.firstResponse).toMatchObject({ workingHours: { start: "09:30", end: "18:00" } });

    // A viewer reads leads but not the commission.
    const member = await addStaffMember(app, "viewer@example.in", "viewer");
    const viewer = await signIn(app, member.email, member.password);
    const seen = await (await app.request("/api/admin/dashboard", withCookies(viewer.jar))).json();
    expect(seen.pipeline.disbursed.amount).toBe(2_400_000);
    expect(seen.pipeline.commission).toBeNull();
  });
});
