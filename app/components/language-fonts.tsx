import devanagari400 from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import devanagari700 from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url";
import malayalam400 from "@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2?url";
import malayalam700 from "@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff2?url";
import type { Language } from "~server/vocabulary/languages";

interface ScriptFont {
  family: string;
  /** The script's letters only: Latin text keeps the site's system font stack. */
  unicodeRange: string;
  regular: string;
  bold: string;
}

const scriptFonts: Partial<Record<Language, ScriptFont>> = {
  ml: {
    family: "Noto Sans Malayalam",
    unicodeRange: "U+0D00-0D7F, U+200C-200D, U+20B9, U+25CC",
    regular: malayalam400,
    bold: malayalam700,
  },
  hi: {
    family: "Noto Sans Devanagari",
    unicodeRange: "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF",
    regular: devanagari400,
    bold: devanagari700,
  },
};

/**
 * The Malayalam or Devanagari face of a page in that language (ADR 0038): declared and preloaded
 * on that language's pages only, so English pages load no extra font. Two files per script: the
 * regular face for weights up to 500, the bold one for 600 and above (no synthesised bold).
 */
export function LanguageFonts({ language }: { language: Language }) {
  const font = scriptFonts[language];
  if (!font) return null;
  const face = (src: string, weights: string) =>
    `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:${weights};` +
    `src:url(${src}) format("woff2");unicode-range:${font.unicodeRange}}`;
  const css =
    face(font.regular, "100 500") +
    face(font.bold, "600 900") +
    // The script's face first: Latin letters fall through it (unicode-range) to the usual stack.
    `:root{--font-sans:"${font.family}",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif}`;
  return (
    <>
      <link rel="preload" as="font" type="font/woff2" href={font.regular} crossOrigin="anonymous" />
      <link rel="preload" as="font" type="font/woff2" href={font.bold} crossOrigin="anonymous" />
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </>
  );
}
