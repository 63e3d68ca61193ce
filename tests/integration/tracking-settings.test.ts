import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/root";
import type { AppServices } from "~server/app-services.server";
import { siteSettings } from "~server/db/schema";
import { backends, createTestApp, type TestApp } from "../support/test-app";

const ENV_GA = "G-ENVDEFAULT1";
const ENV_PIXEL = "111111111111111";

/** What the root loader hands the page (and so the consent startup script) as tracker ids. */
async function pageTrackingIds(services: AppServices) {
  const args = {
    request: new Request("http://localhost/"),
    params: {},
    context: { services, cspNonce: "test-nonce", publicOrigin: "http://localhost" },
  } as unknown as Parameters<typeof loader>[0];
  return (await loader(args)).tracking;
}

describe.each(backends)("tracker ids from site settings on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend, { GA4_MEASUREMENT_ID: ENV_GA, META_PIXEL_ID: ENV_PIXEL });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("a fresh install stores no ids, so the pages use the environment's", async () => {
    const settings = await app.services.settings.getSite();
    expect(settings.ga4MeasurementId).toBeNull();
    expect(settings.metaPixelId).toBeNull();
    expect(await pageTrackingIds(app.services)).toEqual({ ga4MeasurementId: ENV_GA, metaPixelId: ENV_PIXEL });
  });

  it("an id staff set wins over the environment, each id on its own", async () => {
    await app.services.settings.updateSite({ ga4MeasurementId: "G-STAFF2026X" });
    expect(await pageTrackingIds(app.services)).toEqual({ ga4MeasurementId: "G-STAFF2026X", metaPixelId: ENV_PIXEL });

    await app.services.settings.updateSite({ metaPixelId: "987654321098765" });
    expect(await pageTrackingIds(app.services)).toEqual({
      ga4MeasurementId: "G-STAFF2026X",
      metaPixelId: "987654321098765",
    });

    await app.services.settings.updateSite({ ga4MeasurementId: null, metaPixelId: null });
    expect(await pageTrackingIds(app.services)).toEqual({ ga4MeasurementId: ENV_GA, metaPixelId: ENV_PIXEL });
  });

  it("with no id in the settings or the environment, the page gets none", async () => {
    const withoutEnv = {
      ...app.services,
      config: { ...app.services.config, GA4_MEASUREMENT_ID: undefined, META_PIXEL_ID: undefined },
    };
    expect(await pageTrackingIds(withoutEnv)).toEqual({ ga4MeasurementId: null, metaPixelId: null });
  });

  it("refuses malformed ids with a message naming the expected format, and keeps the stored ones", async () => {
    await expect(app.services.settings.updateSite({ ga4MeasurementId: "UA-12345-1" })).rejects.toThrow(
      /G- followed by 4 to 20 capital letters or digits/,
    );
    await expect(app.services.settings.updateSite({ ga4MeasurementId: "G-abc" })).rejects.toThrow(/GA4 measurement ID/);
    await expect(app.services.settings.updateSite({ metaPixelId: "12ab34567" })).rejects.toThrow(/5 to 20 digits/);
    await expect(app.services.settings.updateSite({ metaPixelId: "1234" })).rejects.toThrow(/Meta Pixel ID/);
    const settings = await app.services.settings.getSite();
    expect([settings.ga4MeasurementId, settings.metaPixelId]).toEqual([null, null]);
  });

  it("reads a settings document stored before the tracker fields existed", async () => {
    const { db } = app.services.database;
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, "site"));
    const { ga4MeasurementId: _ga, metaPixelId: _pixel, ...older } = row!.value as Record<string, unknown>;
    await db.update(siteSettings).set({ value: older }).where(eq(siteSettings.key, "site"));

    const settings = await app.services.settings.getSite();
    expect([settings.ga4MeasurementId, settings.metaPixelId]).toEqual([null, null]);
    expect(await pageTrackingIds(app.services)).toEqual({ ga4MeasurementId: ENV_GA, metaPixelId: ENV_PIXEL });
  });
});
