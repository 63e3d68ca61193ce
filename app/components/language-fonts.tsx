import { useState } from "react";
import { preload } from "react-dom";
import { useLocation } from "react-router";
// Written by the build's first step (scripts/build-fonts.ts): the faces cut to the letters
// Malayalam and Hindi use, and each face's unicode-range and vertical metrics.
import facesJson from "~/generated/language-fonts.json?raw";
import devanagari400 from "~/generated/fonts/noto-sans-devanagari-400.woff2?url";
import devanagari700 from "~/generated/fonts/noto-sans-devanagari-700.woff2?url";
import malayalam400 from "~/generated/fonts/noto-sans-malayalam-400.woff2?url";
import malayalam700 from "~/generated/fonts/noto-sans-malayalam-700.woff2?url";
import type { Language } from "~server/vocabulary/languages";

interface GeneratedFace {
  family: string;
  /** The letters the cut face has: only they are drawn with it, Latin keeps the usual stack. */
  unicodeRange: string;
  /** The script's whole block: what the system fonts standing in for the face may draw. */
  fallbackUnicodeRange: string;
  /** Vertical metrics in em. */
  ascent: number;
  descent: number;
  lineGap: number;
}

interface ScriptFont extends GeneratedFace {
  regular: string;
  bold: string;
  /**
   * The system fonts of this script (full and PostScript names) that stand in while the face is
   * not there: Android and Linux (Noto), Windows (Nirmala UI; Kartika and Mangal before Windows 8),
   * Apple (Sangam MN, Kohinoor).
   */
  systemFonts: { regular: string[]; bold: string[] };
}

const generated = JSON.parse(facesJson) as Record<"ml" | "hi", GeneratedFace>;

const scriptFonts: Partial<Record<Language, ScriptFont>> = {
  ml: {
    ...generated.ml,
    regular: malayalam400,
    bold: malayalam700,
    systemFonts: {
      regular: [
        "Noto Sans Malayalam",
        "NotoSansMalayalam-Regular",
        "Nirmala UI",
        "NirmalaUI",
        "Kartika",
        "Malayalam Sangam MN",
        "MalayalamSangamMN",
      ],
      bold: [
        "Noto Sans Malayalam Bold",
        "NotoSansMalayalam-Bold",
        "Nirmala UI Bold",
        "NirmalaUI-Bold",
        "Kartika Bold",
        "Kartika-Bold",
        "Malayalam Sangam MN Bold",
        "MalayalamSangamMN-Bold",
      ],
    },
  },
  hi: {
    ...generated.hi,
    regular: devanagari400,
    bold: devanagari700,
    systemFonts: {
      regular: [
        "Noto Sans Devanagari",
        "NotoSansDevanagari-Regular",
        "Nirmala UI",
        "NirmalaUI",
        "Mangal",
        "Mangal-Regular",
        "Kohinoor Devanagari Regular",
        "KohinoorDevanagari-Regular",
        "Devanagari Sangam MN",
        "DevanagariSangamMN",
      ],
      bold: [
        "Noto Sans Devanagari Bold",
        "NotoSansDevanagari-Bold",
        "Nirmala UI Bold",
        "NirmalaUI-Bold",
        "Mangal Bold",
        "Mangal-Bold",
        "Kohinoor Devanagari Bold",
        "KohinoorDevanagari-Bold",
        "Devanagari Sangam MN Bold",
        "DevanagariSangamMN-Bold",
      ],
    },
  },
};

const percent = (em: number) => `${+(em * 100).toFixed(2)}%`;

const fallbackFamily = (font: ScriptFont) => `${font.family} Fallback`;

/**
 * A script's @font-face rules: the site's face, drawing `webRange`, and the script's system font
 * standing in for it with the face's line metrics.
 */
function scriptFaceRules(font: ScriptFont, display: "optional" | "swap", webRange: string): string {
  const webFace = (src: string, weights: string) =>
    `@font-face{font-family:"${font.family}";font-style:normal;font-display:${display};font-weight:${weights};` +
    `src:url(${src}) format("woff2");unicode-range:${webRange}}`;
  // The system font of the script, given the face's ascent, descent and line gap: a line that
  // mixes Latin and Malayalam is as tall with it as with the face, whichever font the system has.
  // No size-adjust: the widths of those fonts' shaped words were not measurable here, and a guessed
  // scale would move text as much as it saves.
  const systemFace = (names: string[], weights: string) =>
    `@font-face{font-family:"${fallbackFamily(font)}";font-style:normal;font-weight:${weights};` +
    `src:${names.map((name) => `local("${name}")`).join(",")};` +
    `ascent-override:${percent(font.ascent)};descent-override:${percent(font.descent)};` +
    `line-gap-override:${percent(font.lineGap)};unicode-range:${font.fallbackUnicodeRange}}`;
  return (
    webFace(font.regular, "100 500") +
    webFace(font.bold, "600 900") +
    systemFace(font.systemFonts.regular, "100 500") +
    systemFace(font.systemFonts.bold, "600 900")
  );
}

/**
 * The font stack with the scripts' faces first: other letters fall through them (unicode-range)
 * to the usual stack.
 */
function fontStackCss(fonts: readonly ScriptFont[]): string {
  const families = fonts.flatMap((font) => [`"${font.family}"`, `"${fallbackFamily(font)}"`]).join(",");
  return `:root{--font-sans:${families},ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif}`;
}

/** The @font-face rules and the font stack of a script's pages. */
function languageFontCss(font: ScriptFont, display: "optional" | "swap"): string {
  return scriptFaceRules(font, display, font.unicodeRange) + fontStackCss([font]);
}

/**
 * The staff area's rules: both scripts' faces, each drawing its script's block only. The public
 * pages' faces also draw the rupee sign, which every staff screen shows: here it stays with the
 * usual stack, so a face is fetched only once a screen shows a letter of its script.
 */
const staffFonts = [scriptFonts.ml!, scriptFonts.hi!];
const staffFontCss =
  staffFonts.map((font) => scriptFaceRules(font, "swap", font.fallbackUnicodeRange)).join("") +
  fontStackCss(staffFonts);

/**
 * The Malayalam or Devanagari face of a page in that language (ADR 0038): declared and preloaded
 * on that language's pages only, so English pages load no extra font and a Malayalam page no
 * Devanagari. Two files per script, cut at build time: the regular face for weights up to 500,
 * the bold one for 600 and above (no synthesised bold).
 *
 * Nothing moves when they arrive: a page loaded in the browser uses them with
 * `font-display: optional`, i.e. only if they are there for its first paint (preloaded at high
 * priority, ~16 kB for Malayalam, ~31 kB for Devanagari, cached for a year after), else the
 * script's system font for the rest of that page, with the same line metrics. Readers of these
 * languages have one: Android and ChromeOS ship Noto, Windows Nirmala UI, Apple Sangam MN and
 * Kohinoor. After the visitor's first move within the site (a client-side navigation), the faces
 * are declared again with `font-display: swap`: by then they are in the browser's cache, and what
 * changes follows the visitor's own click, so a device without any font for the script gets
 * readable text instead of boxes on every later page.
 */
export function LanguageFonts({ language }: { language: Language }) {
  const { key } = useLocation();
  // The location the document was served for (React Router's key of the first entry).
  const [servedKey] = useState(key);
  const font = scriptFonts[language];
  if (!font) return null;
  for (const href of [font.regular, font.bold]) {
    preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous", fetchPriority: "high" });
  }
  const display = key === servedKey ? "optional" : "swap";
  return <style dangerouslySetInnerHTML={{ __html: languageFontCss(font, display) }} />;
}

/**
 * The Malayalam and Devanagari faces on every staff screen (ADR 0038): the staff area is English,
 * but what visitors typed is not (names, cities, messages), nor are the Malayalam and Hindi
 * entries staff keep (blog posts, translations). A machine without a font for the script would
 * show boxes. Declared, never preloaded: with unicode-range the browser fetches a face only when a
 * screen shows a letter of its script, so most staff screens load no font at all. `swap`: staff
 * need to read a name more than a line that never moves, and after the first screen the face
 * comes from the cache; the system font standing in has the face's line metrics, so a row keeps
 * its height when the face arrives.
 */
export function StaffScriptFonts() {
  return <style dangerouslySetInnerHTML={{ __html: staffFontCss }} />;
}
