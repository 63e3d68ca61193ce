import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { lenderOffers, loanServices } from "~server/db/schema";
import { istDateString } from "~server/formats/ist";
import type { LenderOffer } from "~server/loan-services/lender-offer.schema";
import type { Disclosures } from "~server/settings/disclosures";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";

/** One list of lenders (issue 26): offers name the disclosures' lenders, and those lenders stay listed. */
describe.each(backends)("lenders' offers and the disclosures' lender list on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const serviceIds = {} as Record<string, number>;
  const staff = staffApi(() => app, tokens);

  async function call(path: string, init: { method?: string; json?: unknown } = {}) {
    const res = await staff("editor", path, init);
    const text = await res.text();
    const body = text ? JSON.parse(text) : null;
    return { status: res.status, body, fields: (body?.error?.fields ?? {}) as Record<string, string> };
  }
  const disclosures = async () => (await call("/disclosures")).body as Disclosures;
  const setLenders = (names: string[]) =>
    call("/disclosures", { method: "PATCH", json: { lenders: names.map((name) => ({ name, entityType: "NBFC" })) } });
  const addOffer = (slug: string, lenderName: string) =>
    call(`/loan-services/${serviceIds[slug]}/offers`, {
      json: {
        lenderName,
        rateFrom: 10,
        rateTo: 12,
        processingFee: "1% + GST",
        asOf: istDateString(new Date()),
      },
    });

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
    for (const row of await app.services.database.db
      .select({ id: loanServices.id, slug: loanServices.slug })
      .from(loanServices))
      serviceIds[row.slug] = row.id;
    // A known start: no offers, three lenders.
    await app.services.database.db.delete(lenderOffers);
    expect(
      (await setLenders(["Alpha Credit (fictional)", "Beta Finance (fictional)", "Gamma Bank (fictional)"])).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("takes offers only from lenders on the list, and says where to add one when the list is empty", async () => {
    expect((await addOffer("gold-loan", "Alpha Credit (fictional)")).status).toBe(201);
    const unlisted = await addOffer("gold-loan", "alpha credit (fictional)");
    expect(unlisted.fields).toEqual({
      lenderName: "Choose one of the lenders on the Disclosures screen: alpha credit (fictional) is not listed there",
    });
    await app.services.database.db.delete(lenderOffers);
    expect((await setLenders([])).status).toBe(200);
    const none = await addOffer("gold-loan", "Alpha Credit (fictional)");
    expect(none.fields).toEqual({
      lenderName: "Add the lender on the Disclosures screen first: offers name the lenders listed there",
    });
    expect(
      (await setLenders(["Alpha Credit (fictional)", "Beta Finance (fictional)", "Gamma Bank (fictional)"])).status,
    ).toBe(200);
  });

  it("refuses to remove or rename a lender that offers name, naming it, its offers and their services", async () => {
    for (const [slug, lender] of [
      ["home-loans", "Alpha Credit (fictional)"],
      ["gold-loan", "Alpha Credit (fictional)"],
      ["gold-loan", "Alpha Credit (fictional)"],
      ["personal-loan", "Beta Finance (fictional)"],
    ] as const)
      expect((await addOffer(slug, lender)).status).toBe(201);
    const before = await disclosures();

    const removed = await setLenders(["Beta Finance (fictional)", "Gamma Bank (fictional)"]);
    expect(removed.status).toBe(400);
    expect(removed.fields).toEqual({
      lenders:
        "Alpha Credit (fictional) is named by 3 lender offers (Home Loans, Gold Loan). Delete those offers, or change them to another lender, on each loan service's Offers screen first; then remove or rename the lender here.",
    });
    // A rename is a lender gone and another added: refused the same way, each lender named.
    const renamed = await setLenders([
      "Alpha Credit Ltd (fictional)",
      "Beta Finance Ltd (fictional)",
      "Gamma Bank (fictional)",
    ]);
    expect(renamed.status).toBe(400);
    expect(renamed.fields.lenders).toMatch(
      /^Alpha Credit \(fictional\) is named by 3 lender offers \(Home Loans, Gold Loan\)\. Beta Finance \(fictional\) is named by 1 lender offer \(Personal Loan\)\. Delete those offers/,
    );
    expect(await disclosures()).toEqual(before);

    // A lender no offer names may go; reordering and adding are fine.
    const reordered = await setLenders([
      "Beta Finance (fictional)",
      "Alpha Credit (fictional)",
      "Delta Housing (fictional)",
    ]);
    expect(reordered.status).toBe(200);
    // Once its offers move to another lender, it may go too.
    const offers = (await call(`/loan-services/${serviceIds["personal-loan"]}/offers`)).body.items as LenderOffer[];
    for (const offer of offers)
      expect(
        (
          await call(`/loan-services/${serviceIds["personal-loan"]}/offers/${offer.id}`, {
            method: "PATCH",
            json: { version: offer.version, lenderName: "Delta Housing (fictional)" },
          })
        ).status,
      ).toBe(200);
    expect((await setLenders(["Alpha Credit (fictional)", "Delta Housing (fictional)"])).status).toBe(200);
  });

  it("keeps an edited offer on a listed lender", async () => {
    const offers = (await call(`/loan-services/${serviceIds["gold-loan"]}/offers`)).body.items as LenderOffer[];
    const moved = await call(`/loan-services/${serviceIds["gold-loan"]}/offers/${offers[0]!.id}`, {
      method: "PATCH",
      json: { version: offers[0]!.version, lenderName: "Beta Finance (fictional)" },
    });
    expect(moved.status).toBe(400);
    expect(moved.fields.lenderName).toMatch(/^Choose one of the lenders on the Disclosures screen/);
  });
});
