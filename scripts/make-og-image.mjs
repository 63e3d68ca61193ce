// Renders public/og-image.jpg (1200×630, the link-preview image) from HTML with Chromium.
// It carries no business name, so it stays right when staff rename the business.
import { chromium } from "playwright-core";

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;font-family:DejaVu Sans,Arial,sans-serif;
background:linear-gradient(135deg,#0a1c3b,#173a78 60%,#1f56b8);color:#fff;display:flex;flex-direction:column;justify-content:space-between">
  <svg viewBox="0 0 40 40" width="120" height="120"><path d="M20 2 5 8v11c0 9.4 6.4 17.2 15 19 8.6-1.8 15-9.6 15-19V8L20 2Z" fill="#fff"/>
  <path d="M14 12h12M14 16.5h12M14 12h4a4.5 4.5 0 0 1 0 9h-4l9 8" fill="none" stroke="#d97706" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
  <div><div style="font-size:64px;font-weight:800;line-height:1.1">The right loan from the right lender</div>
  <div style="margin-top:24px;font-size:32px;color:#d9e8ff">Home · Personal · Business · Gold · Two-wheeler · Property · Solar · Forex</div></div>
  <div style="font-size:28px;color:#fbbf24">Approved DSA of banks and financial institutions · Kerala, India</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: "public/og-image.jpg", type: "jpeg", quality: 85 });
await browser.close();
console.log("public/og-image.jpg written");
