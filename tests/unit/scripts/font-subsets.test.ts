import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scriptSubsets, unicodeRange } from "../../../scripts/font-subsets";

// The letters the Malayalam and Devanagari faces are cut to (scripts/font-subsets.ts): a letter
// outside them is drawn with another font (or a box), which breaks the word's shaping.

const subset = (language: "ml" | "hi") => new Set(scriptSubsets.find((s) => s.language === language)!.codePoints);
/** Whether the face has every letter of `text` (spaces come from the page's other fonts). */
const has = (language: "ml" | "hi", text: string) =>
  [...text.replaceAll(" ", "")].every((char) => subset(language).has(char.codePointAt(0)!));

/**
 * The files the site's visible texts are written in: screens and interface messages (app/) and
 * seeded content (server/seed/). Code that only reads letters, such as the slug maker's
 * transliteration table, may name archaic ones.
 */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|tsx|json|md)$/.test(entry.name) ? [full] : [];
  });
}

describe("the letters of the cut faces", () => {
  it("cover every Malayalam and Devanagari letter the site's messages, seeded content and screens are written with", () => {
    const missing: string[] = [];
    for (const file of [...sourceFiles("app"), ...sourceFiles("server/seed")]) {
      const text = fs.readFileSync(file, "utf8");
      for (const [language, script] of [
        ["ml", /\p{Script=Malayalam}/u],
        ["hi", /\p{Script=Devanagari}/u],
      ] as const) {
        for (const char of new Set([...text].filter((c) => script.test(c)))) {
          if (!has(language, char)) {
            missing.push(`${file}: ${char} U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("keep modern Malayalam: chillus, the au length mark, vocalic R; not the archaic letters or digits", () => {
    expect(has("ml", "ൺൻർൽൾൿ")).toBe(true);
    expect(has("ml", "പൗരൻ കൃഷി ഋഷി")).toBe(true);
    expect(has("ml", "\u200c\u200d₹◌")).toBe(true);
    for (const archaic of ["ഌ", "ൠ", "ഺ", "ൎ", "ൄ", "ഽ", "൧", "൰", "ൔ"]) expect(has("ml", archaic), archaic).toBe(false);
  });

  it("keep Hindi: nukta letters and sign, candra forms of loanwords, danda, digits, abbreviation sign", () => {
    expect(has("hi", "क़ख़ग़ज़ड़ढ़फ़य़ऩऱऴ")).toBe(true);
    expect(has("hi", "ज़्यादा ऑफ़र डॉक्टर ऍ")).toBe(true);
    expect(has("hi", "।॥०१२३४५६७८९॰")).toBe(true);
    expect(has("hi", "\u200c\u200d₹◌")).toBe(true);
    for (const other of ["ॐ", "ॠ", "ऌ", "ॲ", "ॻ", "\u0951", "\u1CD0", "\uA8E0"])
      expect(has("hi", other), other).toBe(false);
  });

  it("write the unicode-range of a face as ranges of code points", () => {
    expect(unicodeRange([0x0d7b, 0x0d7a, 0x0d02, 0x0d03, 0x0d05, 0x20b9])).toBe(
      "U+0D02-0D03, U+0D05, U+0D7A-0D7B, U+20B9",
    );
  });
});
