import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { catalogueFor, messageAreas, messageReviewStates } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import { languages } from "~server/vocabulary/languages";

/** The arguments (with their kind) and tags a message uses, sorted: what every language must share. */
function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`${TYPE[element.type]}:${element.value}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        into.add(`${TYPE[element.type]}:${element.value}`);
        for (const option of Object.values(element.options)) signature(option.value, into);
        break;
      case TYPE.tag:
        into.add(`tag:${element.value}`);
        signature(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

describe("interface messages", () => {
  const areas = Object.entries(messageAreas) as [string, (typeof messageAreas)[keyof typeof messageAreas]][];

  it("have every English message in Malayalam and Hindi, and no message English lacks", () => {
    for (const [name, area] of areas) {
      const english = Object.keys(area.en).sort();
      expect(Object.keys(area.ml).sort(), `${name} in Malayalam`).toEqual(english);
      expect(Object.keys(area.hi).sort(), `${name} in Hindi`).toEqual(english);
    }
  });

  it("are valid ICU messages with the English's arguments and tags in every language", () => {
    for (const [name, area] of areas) {
      for (const [key, text] of Object.entries(area.en)) {
        const english = [...signature(parse(text))].sort();
        for (const language of ["ml", "hi"] as const) {
          const translated = (area[language] as Record<string, string>)[key]!;
          expect(translated.trim(), `${name}.${key} in ${language} is empty`).not.toBe("");
          expect([...signature(parse(translated))].sort(), `${name}.${key} in ${language}`).toEqual(english);
        }
      }
    }
  });

  it("are not left in English in a translation, except names and terms kept as people say them", () => {
    // A translated message with no letter of its script is almost always a forgotten copy.
    const script = { ml: /[\u0D00-\u0D7F]/, hi: /[\u0900-\u097F]/ };
    for (const [name, area] of areas) {
      for (const [key, text] of Object.entries(area.en)) {
        for (const language of ["ml", "hi"] as const) {
          const translated = (area[language] as Record<string, string>)[key]!;
          const hasWords = /[A-Za-z]{3,}/.test(text.replace(/\{[^}]*\}|<[^>]*>/g, ""));
          if (!hasWords || translated !== text) continue;
          expect(script[language].test(translated), `${name}.${key} in ${language} is the English`).toBe(true);
        }
      }
    }
  });

  it("give each language one flat catalogue of every message", () => {
    for (const language of languages) {
      const catalogue = catalogueFor(language);
      const count = areas.reduce((sum, [, area]) => sum + Object.keys(area.en).length, 0);
      expect(Object.keys(catalogue)).toHaveLength(count);
      expect(catalogue["common.amountLakh"]).toBeTruthy();
    }
  });

  it("say for each area whether a native speaker has reviewed it", () => {
    for (const state of messageReviewStates()) {
      expect(["to-review", "reviewed"]).toContain(state.ml);
      expect(["to-review", "reviewed"]).toContain(state.hi);
      expect(state.messages).toBeGreaterThan(0);
    }
  });
});

describe("amounts, numbers and dates per language", () => {
  const en = createTranslator("en", catalogueFor("en"));
  const ml = createTranslator("ml", catalogueFor("ml"));
  const hi = createTranslator("hi", catalogueFor("hi"));

  it("read amounts in lakh and crore with Indian grouping", () => {
    expect(en.amountInWords(500_000, { rupees: true })).toBe("₹5 lakh");
    expect(ml.amountInWords(500_000, { rupees: true })).toBe("₹5 ലക്ഷം");
    expect(hi.amountInWords(500_000, { rupees: true })).toBe("₹5 लाख");
    expect(en.amountInWords(15_000_000)).toBe("1.5 crore");
    expect(ml.amountInWords(15_000_000)).toBe("1.5 കോടി");
    expect(hi.amountInWords(15_000_000)).toBe("1.5 करोड़");
    expect(hi.amountInWords(1_234_500_000, { rupees: true })).toBe("₹123.45 करोड़");
    expect(ml.amountInWords(75_000)).toBe("75 ആയിരം");
    expect(en.amountInWords(2_500, { rupees: true })).toBe("₹2,500");
    expect(ml.amountInWords(Number.NaN)).toBe("");
  });

  it("group numbers the Indian way in every language", () => {
    for (const translator of [en, ml, hi]) expect(translator.number(1_234_567.5)).toBe("12,34,567.5");
  });

  it("write a day in the language's order and month names, in IST", () => {
    expect(en.date("2026-11-27")).toBe("27 November 2026");
    expect(ml.date("2026-11-27")).toBe("2026 നവംബർ 27");
    expect(hi.date("2026-11-27")).toBe("27 नवंबर 2026");
    // 20:00 UTC on the 26th is already the 27th in India.
    expect(en.date(new Date("2026-11-26T20:00:00Z"))).toBe("27 November 2026");
  });

  it("format plurals and tags through the message library", () => {
    const parts = ml.parts<string>("crash.writeToUs", { email: () => "[email]" });
    expect(parts.join("")).toContain("[email]");
  });

  it("lead English paths to the same page in the language", () => {
    expect(ml.path("/about")).toBe("/ml/about");
    expect(hi.path("/")).toBe("/hi");
    expect(en.path("/ml/about")).toBe("/about");
    expect(ml.path("/api/loan-services")).toBe("/api/loan-services");
    expect(ml.path("https://example.com/x")).toBe("https://example.com/x");
  });
});
