// Screenshots of pages at desktop (1280 px) and phone (375 px) widths, for looking at the UI.
// Usage: node scripts/screenshot.mjs http://localhost:3000 / /services /loan-services/home-loans
// Staff pages: set ADMIN_EMAIL and ADMIN_PASSWORD and it signs in first (through the API).
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import chromiumFlags from "./chromium-flags.json" with { type: "json" };

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = ".tmp/screenshots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumFlags,
});
for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 375, height: 740 }],
]) {
  const page = await browser.newPage({ viewport });
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    // page.request shares the page's cookie jar: the session cookie applies to the pages below.
    const res = await page.request.post(`${base}/api/admin/auth/login`, {
      data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
      headers: { Origin: base },
    });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  }
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${out}/${name}${path.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    if (name === "phone") {
      // A full phone page is too tall to read: also save the first screens at real size.
      for (let screen = 0; screen < 3; screen++) {
        await page.evaluate((y) => window.scrollTo(0, y), screen * viewport.height);
        await page.waitForTimeout(100);
        const part = file.replace(/\.png$/, `_${screen + 1}.png`);
        await page.screenshot({ path: part });
        console.log(part);
      }
    }
  }
  await page.close();
}
await browser.close();
