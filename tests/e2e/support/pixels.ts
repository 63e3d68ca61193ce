import type { Locator } from "@playwright/test";
import sharp from "sharp";

/**
 * What an element looks like on the screen, read from screenshots (finite animations run to their
 * end first): the colours a visitor sees, whatever the CSS that drew them or hid the element.
 */

export type Rgb = [red: number, green: number, blue: number];

/** The colour most of the pixels of a PNG are. */
async function commonestColour(png: Buffer): Promise<Rgb> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let key = 0;
  let most = 0;
  for (const [colour, count] of counts) {
    if (count > most) [key, most] = [colour, count];
  }
  return [(key >> 16) & 255, (key >> 8) & 255, key & 255];
}

/**
 * Pictures of the element's area as it is, and with the element hidden for a moment (what lies
 * behind it); null for an element with no area.
 */
async function withAndWithout(element: Locator): Promise<{ shown: Buffer; behind: Buffer } | null> {
  const box = await element.boundingBox();
  if (!box || box.width === 0 || box.height === 0) return null;
  const page = element.page();
  const shown = await page.screenshot({ clip: box, animations: "disabled" });
  // A handle: hidden, the element may no longer match a locator by role.
  const node = await element.elementHandle();
  const visibility = await node!.evaluate((target: HTMLElement) => {
    const before = target.style.visibility;
    target.style.visibility = "hidden";
    return before;
  });
  try {
    return { shown, behind: await page.screenshot({ clip: box, animations: "disabled" }) };
  } finally {
    await node!.evaluate((target: HTMLElement, before) => (target.style.visibility = before), visibility);
    await node!.dispose();
  }
}

/** The colour most of an element's pixels are on the screen (a button's fill, under its text). */
export async function mostCommonColour(element: Locator): Promise<Rgb> {
  return commonestColour(await element.screenshot({ animations: "disabled" }));
}

/** Whether the element puts anything on the screen (one hidden but kept for the keyboard does not). */
export async function drawsAnything(element: Locator): Promise<boolean> {
  const pictures = await withAndWithout(element);
  return pictures !== null && !pictures.shown.equals(pictures.behind);
}

/** Whether the element is filled: most of it is a colour other than that of what lies behind it. */
export async function isFilled(element: Locator): Promise<boolean> {
  const pictures = await withAndWithout(element);
  if (!pictures) return false;
  return !sameColour(await commonestColour(pictures.shown), await commonestColour(pictures.behind));
}

/** "#166534" as [22, 101, 52]. */
export function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.replace(/^#/, ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Whether two colours are the same to the eye (screenshots may round a channel by a step or two). */
export function sameColour(a: Rgb, b: Rgb): boolean {
  return a.every((channel, index) => Math.abs(channel - b[index]!) <= 3);
}
