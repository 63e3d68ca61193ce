// How the leads list prints a lead's numbers. Pure and isomorphic (unit-tested), so the server's
// HTML and the browser's agree.
import { formatAmountInWords, formatINR } from "~server/formats/rupees";

/** Waits longer than this are highlighted: a first call within the hour converts far better. */
export const WAITING_ALERT_MINUTES = 60;

/** "45 min", "2 h 10 min", "3 d 4 h": how long a lead has waited for its first contact. */
export function formatWaiting(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) {
    const rest = whole % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours ? `${days} d ${restHours} h` : `${days} d`;
}

/** "₹25 lakh", "₹1.5 crore", "₹75 thousand", "₹2,500": the amount as staff say it. */
export function formatLeadAmount(amount: number): string {
  const words = formatAmountInWords(amount);
  return /^-?[\d,]+$/.test(words) ? formatINR(amount) : `₹${words}`;
}

/**
 * A 10-digit Indian mobile as people write it, "98470 12345"; anything else as stored. The tel:
 * link dials it with the country code.
 */
export function formatMobile(mobile: string): { text: string; tel: string } {
  const digits = mobile.replace(/\D/g, "");
  const national = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
  if (national.length === 10)
    return { text: `${national.slice(0, 5)} ${national.slice(5)}`, tel: `tel:+91${national}` };
  return { text: mobile, tel: `tel:${mobile.replace(/[^\d+]/g, "")}` };
}

/** A lead's source in words: "Direct" for no UTM and no referrer, else the source as recorded. */
export function sourceLabel(source: string): string {
  return source === "direct" ? "Direct" : source;
}
