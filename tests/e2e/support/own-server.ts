import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { copyPgliteTemplate } from "../../support/pglite-template";
import { spawnServer, type ServerProcess } from "../../support/server-process";
import { expectNoAxeViolations } from "./axe";
import { OWNER_EMAIL, OWNER_PASSWORD, withCookieChoiceMade } from "./staff";

/**
 * A server of a spec's own, on its own database, with the e2e owner account: for specs that change
 * what the shared server's other specs expect (content, counts). Call `stop` in afterAll. Staff sign
 * in on it with the signedInAs fixture of staff.ts, given its `baseURL`.
 */
export function ownServer(prefix: string) {
  let server: ServerProcess | null = null;
  let dataDir = "";
  return {
    /** Starts the production build; answers its base URL. */
    async start(): Promise<string> {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      copyPgliteTemplate(process.env.E2E_PGLITE_TEMPLATE, dataDir);
      server = spawnServer({ DATA_DIR: dataDir, ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD });
      return server.ready;
    },
    /** The server's DATA_DIR (once started), for a spec that sets the scene on disk. */
    dataDir: () => dataDir,
    async stop(): Promise<void> {
      if (server && server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Saves full-page pictures when SCREENSHOT_DIR is set (to look at a screen; nothing compares them). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  // From the top, so the sticky bars sit where a visitor sees them; in slices a viewer can read.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const slice = width < 600 ? 1100 : 1600;
  for (let y = 0, part = 1; y < height; y += slice, part++) {
    await page.screenshot({
      path: path.join(dir, `${name}-${part}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(slice, height - y) },
    });
  }
}

/**
 * axe, nothing wider than the window, and pictures (keepScreenshot; of `part` only when given and
 * SCREENSHOT_DIR is set) at the desktop width and at a phone's; back to the desktop width afterwards.
 */
export async function checkAtBothWidths(page: Page, name: string, part?: Locator): Promise<void> {
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoAxeViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
    const dir = process.env.SCREENSHOT_DIR;
    if (part && dir) await part.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
    else if (!part) await keepScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A browser context on a spec's own server; no cookie banner (a stored choice), nobody signed in. */
export async function freshContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return withCookieChoiceMade(await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } }));
}
