// What the analytics keep of a User-Agent header: whether it is a bot (then nothing is kept), a
// device class and a browser family. The header itself is never stored. Pure functions.

const BOT =
  /bot\b|bot\/|crawl|spider|slurp|scrape|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|whatsapp\/|python|curl\/|wget|go-http|okhttp|java\/|httpclient|axios|node-fetch|undici|phantom|puppeteer|playwright-bot|monitor|uptime|pingdom|validator|feed/i;

/** A crawler, preview fetcher, monitor or script; an empty header counts as one. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim().length < 10) return true;
  return BOT.test(userAgent);
}

export type DeviceClass = "mobile" | "tablet" | "desktop";

export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|playbook|silk|(android(?!.*mobile))/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** The browser family, most specific first (Edge and Samsung Internet also say Chrome). */
export function browserFamily(userAgent: string): string {
  if (/edg(e|a|ios)?\//i.test(userAgent)) return "Edge";
  if (/samsungbrowser\//i.test(userAgent)) return "Samsung Internet";
  if (/opr\/|opera/i.test(userAgent)) return "Opera";
  if (/ucbrowser\//i.test(userAgent)) return "UC Browser";
  if (/firefox\/|fxios\//i.test(userAgent)) return "Firefox";
  if (/chrome\/|crios\//i.test(userAgent)) return "Chrome";
  if (/safari\//i.test(userAgent)) return "Safari";
  return "Other";
}
