import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageAreas } from "~/i18n/messages";
import { whatsappPreviewLeads } from "~/components/admin/leads/whatsapp-preview";
import { amountUnitWords } from "~server/leads/lead-rules";
import { languageNativeNames } from "~server/vocabulary/languages";
import { backends, createTestApp, type TestApp } from "../support/test-app";

// A page carries its own language's interface texts only (issue 27, item 3): the root loader hands
// it that language's catalogue with its data, and no script of the client build holds a catalogue
// (app/i18n/messages/index.ts). The crash screen's few messages are the one exception, bundled on
// purpose: they must show when the page's data could not be loaded (app/i18n/messages/crash.ts).
// So is the amount parser's vocabulary ("25 ലക്ഷം", "5 लाख": server/leads/lead-rules.ts), which
// the lead form runs in the browser.

const CLIENT_DIR = "build/client";
const LETTERS: Record<"ml" | "hi", RegExp> = { ml: /\p{Script=Malayalam}/u, hi: /\p{Script=Devanagari}/u };
const BUNDLED_AREA = "crash";

/** Text as it reads, also where it is written as JavaScript or JSON escapes (\u0D2E, \u{D2E}). */
function unescaped(code: string): string {
  return code
    .replace(/\\u\{([0-9a-fA-F]+)\}/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The literal pieces of a language's messages that are written in its script (ICU arguments, plural
 * selectors and tags cut out), from every area but `except`: what would show that the catalogue
 * is there.
 */
function scriptFragments(language: "ml" | "hi", except?: string): Map<string, string> {
  const fragments = new Map<string, string>();
  for (const [area, messages] of Object.entries(messageAreas)) {
    if (area === except) continue;
    for (const [key, text] of Object.entries(messages[language] as Record<string, string>)) {
      for (const piece of text.split(/[{}<>#]/)) {
        const fragment = piece.trim();
        // A language's own name (हिन्दी, മലയാളം) is on every page by design: the switcher names it.
        // A word or two of a script (या, से, शाम) also comes with third-party code, such as the
        // Hindi error texts of the validation library the staff screens load: a catalogue shows by
        // its longer pieces, six letters of the script and up.
        const nativeName = (Object.values(languageNativeNames) as string[]).includes(fragment);
        if (!nativeName && [...fragment].filter((char) => LETTERS[language].test(char)).length >= 6) {
          fragments.set(fragment, `${area}.${key}`);
        }
      }
    }
  }
  return fragments;
}

/**
 * A script's text without what the client holds on purpose: the crash screen's messages as
 * written, the amount parser's unit words where they are its table's keys (`ലക്ഷം:1e5`), and the
 * sample lead of the WhatsApp previews on the lead settings screen. A
 * fragment of another message that is only part of these is not a catalogue that leaked.
 */
function withoutBundledTexts(code: string): string {
  const crash = messageAreas[BUNDLED_AREA];
  const texts = [...Object.values(crash.ml), ...Object.values(crash.hi)].sort((a, b) => b.length - a.length);
  let rest = code;
  for (const text of texts) rest = rest.replaceAll(text, "");
  for (const word of amountUnitWords) rest = rest.replace(new RegExp(`([{,]["']?)${word}(["']?:)`, "gu"), "$1$2");
  // The lead settings' WhatsApp previews show a sample lead in each language (staff code).
  for (const sample of Object.values(whatsappPreviewLeads)) {
    rest = rest.replaceAll(sample.name, "").replaceAll(sample.service, "");
  }
  return rest;
}

/** The fragments of `fragments` found in `text`, as "area.key: fragment". */
function found(text: string, fragments: Map<string, string>): string[] {
  return [...fragments].filter(([fragment]) => text.includes(fragment)).map(([f, id]) => `${id}: ${f}`);
}

function clientScripts(dir = CLIENT_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientScripts(full);
    return /\.m?js$/.test(entry.name) ? [full] : [];
  });
}

describe.each(backends)("a page's HTML carries its own language's messages only, on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend, {}, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function html(pagePath: string): Promise<string> {
    const response = await app.request(pagePath);
    expect(response.status, pagePath).toBe(200);
    return unescaped(await response.text());
  }

  it("an English page has no Malayalam or Devanagari text but the switcher's names of the two languages", async () => {
    for (const pagePath of ["/", "/loan-services/home-loans", "/contact"]) {
      const page = await html(pagePath);
      expect(page, pagePath).toContain(languageNativeNames.ml);
      expect(page, pagePath).toContain(languageNativeNames.hi);
      const rest = page.replaceAll(languageNativeNames.ml, "").replaceAll(languageNativeNames.hi, "");
      const indic = rest.match(/[\p{Script=Malayalam}\p{Script=Devanagari}]+/gu) ?? [];
      expect(indic, `${pagePath} has Indic text`).toEqual([]);
    }
  });

  const pairs: ["ml" | "hi", "ml" | "hi"][] = [
    ["ml", "hi"],
    ["hi", "ml"],
  ];
  for (const [language, other] of pairs) {
    it(`/${language} pages carry the ${language} messages and none of the ${other} ones`, async () => {
      const own = scriptFragments(language);
      const others = scriptFragments(other);
      for (const pagePath of [`/${language}`, `/${language}/loan-services/home-loans`, `/${language}/contact`]) {
        const page = await html(pagePath);
        // The page's own catalogue comes with it (the root's data), so its texts are there.
        expect(found(page, own).length, `${pagePath} has its own messages`).toBe(own.size);
        expect(found(page, others), pagePath).toEqual([]);
      }
    });
  }
});

describe("the client build's scripts", () => {
  const scripts = clientScripts();

  it("bundle no message area but the crash screen's", () => {
    expect(scripts.length, "run `npm run build` first").toBeGreaterThan(0);
    // Written by the build (vite.config.ts): the modules in each client chunk.
    const chunks = JSON.parse(fs.readFileSync("build/chunk-modules.json", "utf8")) as Record<
      string,
      { modules: Record<string, number> }
    >;
    const bundled = Object.entries(chunks).flatMap(([chunk, { modules }]) =>
      Object.keys(modules)
        .filter((module) => module.startsWith("app/i18n/messages/"))
        .map((module) => `${chunk}: ${module}`),
    );
    expect(bundled.map((line) => line.replace(/^.*: /, ""))).toEqual([`app/i18n/messages/${BUNDLED_AREA}.ts`]);
  });

  it("hold no Malayalam or Hindi message text but the crash screen's", () => {
    const code = scripts.map((file) => [file, unescaped(fs.readFileSync(file, "utf8"))] as const);
    for (const language of ["ml", "hi"] as const) {
      const leaked = code.flatMap(([file, text]) =>
        found(withoutBundledTexts(text), scriptFragments(language, BUNDLED_AREA)).map((line) => `${file}: ${line}`),
      );
      expect(leaked, language).toEqual([]);
      // The crash screen's texts are bundled, and found: the search sees text where it is.
      const crash = new Map([...scriptFragments(language)].filter(([, id]) => id.startsWith(`${BUNDLED_AREA}.`)));
      expect(crash.size).toBeGreaterThan(0);
      expect(code.some(([, text]) => found(text, crash).length === crash.size)).toBe(true);
    }
  });
});
