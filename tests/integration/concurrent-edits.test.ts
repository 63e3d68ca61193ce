import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../support/test-app";

// Two staff members saving different fields of the same popup, or of the site settings, at the
// same moment: each save reads the row, merges its change and writes the whole row back. Both
// changes must survive (a read-merge-write outside a locking transaction loses one of them).

describe.each(backends)("concurrent partial edits on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps both of two concurrent edits of different popup fields", async () => {
    const { popups } = app.services;
    const created = await popups.create({ title: "Festival offer", targetPage: "home", content: "<p>Hi</p>" });
    for (let round = 1; round <= 5; round++) {
      const [first, second] = await Promise.all([
        popups.update(created.id, { title: `Festival offer ${round}` }),
        popups.update(created.id, { priority: round * 10 }),
      ]);
      expect(first).not.toBeNull();
      expect(second).not.toBeNull();
      expect(await popups.get(created.id)).toMatchObject({ title: `Festival offer ${round}`, priority: round * 10 });
    }
  });

  it("keeps both of two concurrent edits of different site settings", async () => {
    const { settings } = app.services;
    for (let round = 1; round <= 5; round++) {
      const tagline = `Loans made simple, round ${round}`;
      const email = `round${round}@example.com`;
      await Promise.all([settings.updateSite({ tagline }), settings.updateSite({ contactEmail: email })]);
      expect(await settings.getSite()).toMatchObject({ tagline, contactEmail: email });
    }
  });
});
