import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import chromiumFlags from "./scripts/chromium-flags.json" with { type: "json" };

const port = Number(process.env.E2E_PORT ?? 3310);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `dsa-e2e-${process.pid}`);

/** Debian's Chromium, as root: flags that keep it off the closed network (scripts/chromium-flags.json). */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumFlags,
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // npm test asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to print one total line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    // The production build, on a throwaway embedded database.
    command: `rm -rf ${dataDir} && node build/app-server/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every browser test submits from 127.0.0.1: a higher per-IP lead limit keeps them independent
    // (the limit itself is tested in tests/integration/api-leads.test.ts).
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      LEAD_RATE_LIMIT_PER_IP: "200",
      // Tracker ids so the consent tests can see GA4 and the Meta Pixel load (their hosts are mocked).
      GA4_MEASUREMENT_ID: "G-TEST123456",
      META_PIXEL_ID: "123456789012345",
      // The first owner, whom tests/e2e/support/staff.ts signs in as.
      ADMIN_EMAIL: "owner@example.in",
      ADMIN_PASSWORD: "kappa-vellam-chaaya-42",
    },
  },
});
