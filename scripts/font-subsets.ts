// The letters each script's face is cut down to at build time (scripts/build-fonts.ts), and the
// sample text the build shapes to prove the cut face draws what the whole face draws. Read by the
// build step and by tests/unit/scripts/font-subsets.test.ts (every letter the site's Malayalam and
// Hindi texts use must be here).
import { languageNativeNames } from "../server/vocabulary/languages";

/** Inclusive code point ranges, as Unicode charts list them. */
type Ranges = readonly (readonly [number, number] | number)[];

function expand(ranges: Ranges): number[] {
  return ranges.flatMap((range) => {
    if (typeof range === "number") return [range];
    const [from, to] = range;
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/**
 * What every script needs beside its letters: ZWNJ and ZWJ (they choose between a conjunct, a
 * half form and a chillu), the rupee sign (amounts: ₹5 ലക്ഷം, ₹5 लाख) and the dotted circle, which
 * HarfBuzz draws under a sign that has no letter to sit on.
 */
const sharedMarks: Ranges = [[0x200c, 0x200d], 0x20b9, 0x25cc];

/**
 * Malayalam as newspapers print it today (the reformed script): the Malayalam block without its
 * archaic letters (ഌ, ഩ, ഺ, ൠ, ൡ and their signs, ൄ, the dot reph ൎ, the archaic chillus and
 * half-forms U+0D54-0D56, the vertical-bar and circular viramas, avagraha, anusvara above and
 * candrabindu) and without the Malayalam digits, fractions and date mark (the site writes 0-9).
 * The au length mark U+0D57 stays: the reformed ൌ is written െ + ൗ.
 */
const malayalamLetters: Ranges = [
  [0x0d02, 0x0d03], // ം ഃ
  [0x0d05, 0x0d0b], // അ … ഋ
  [0x0d0e, 0x0d10], // എ ഏ ഐ
  [0x0d12, 0x0d14], // ഒ ഓ ഔ
  [0x0d15, 0x0d28], // ക … ന
  [0x0d2a, 0x0d39], // പ … ഹ (റ, ഴ included)
  [0x0d3e, 0x0d43], // ാ ി ീ ു ൂ ൃ
  [0x0d46, 0x0d48], // െ േ ൈ
  [0x0d4a, 0x0d4d], // ൊ ോ ൌ ്
  0x0d57, // ൗ
  [0x0d7a, 0x0d7f], // ൺ ൻ ർ ൽ ൾ ൿ
];

/**
 * Devanagari as Hindi uses it: the letters and signs of Hindi including the candra forms of
 * English loanwords (ऑफ़र, डॉक्टर), the nukta and the nukta letters (क़ … य़, and ऩ ऱ ऴ, which
 * Unicode normalisation composes), avagraha, danda and double danda, the Devanagari digits and the
 * abbreviation sign (डॉ॰). Left out: Vedic signs and extensions, Sanskrit's vocalic L and RR,
 * letters of Kashmiri, Sindhi, Marwari and other languages, ॐ.
 */
const hindiLetters: Ranges = [
  [0x0901, 0x0903], // ँ ं ः
  [0x0905, 0x090b], // अ … ऋ
  0x090d, // ऍ
  [0x090f, 0x0911], // ए ऐ ऑ
  [0x0913, 0x0939], // ओ औ क … ह
  [0x093c, 0x0943], // ़ ऽ ा ि ी ु ू ृ
  0x0945, // ॅ
  [0x0947, 0x0949], // े ै ॉ
  [0x094b, 0x094d], // ो ौ ्
  [0x0958, 0x095f], // क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़
  [0x0964, 0x096f], // । ॥ ० … ९
  0x0970, // ॰
];

/** Every consonant of a set of ranges (for the shaping samples). */
const malayalamConsonants = expand([
  [0x0d15, 0x0d28],
  [0x0d2a, 0x0d39],
]);
const malayalamVowelSigns = expand([[0x0d3e, 0x0d43], [0x0d46, 0x0d48], [0x0d4a, 0x0d4c], 0x0d57]);
const hindiConsonants = expand([
  [0x0915, 0x0939],
  [0x0958, 0x095f],
]);
const hindiVowelSigns = expand([[0x093e, 0x0943], 0x0945, [0x0947, 0x0949], [0x094b, 0x094c]]);

const text = (...codePoints: number[]) => String.fromCodePoint(...codePoints);

/**
 * Clusters to shape with the whole face and the cut one, which must come out the same: each
 * consonant alone, with each vowel sign, with virama, ZWJ and ZWNJ, and each pair of consonants
 * joined by virama (conjuncts, half forms, reph, below-base forms), bare and with vowel signs
 * that reorder or attach, plus words people write on this site.
 */
function samples(
  consonants: number[],
  vowelSigns: number[],
  virama: number,
  marks: number[],
  pairSigns: number[],
  words: string[],
): string[] {
  const out: string[] = [...words];
  for (const c of consonants) {
    out.push(text(c), text(c, virama), text(c, virama, 0x200d), text(c, virama, 0x200c));
    for (const sign of vowelSigns) out.push(text(c, sign), ...marks.map((mark) => text(c, sign, mark)));
    for (const other of consonants) {
      out.push(text(c, virama, other));
      for (const sign of pairSigns) out.push(text(c, virama, other, sign));
    }
  }
  return out;
}

export interface ScriptSubset {
  language: "ml" | "hi";
  /** The family name the page's CSS gives the face. */
  family: string;
  /** The @fontsource files, by weight (node_modules paths). */
  sources: Record<400 | 700, string>;
  /** The code points the cut face keeps: its cmap and its unicode-range. */
  codePoints: number[];
  /** The script's whole Unicode block(s): the unicode-range of the system fonts that stand in. */
  blockRanges: string;
  /** The language's name in itself, drawn as outlines for the language switcher. */
  nativeName: string;
  samples: () => string[];
}

export const scriptSubsets: ScriptSubset[] = [
  {
    language: "ml",
    family: "Noto Sans Malayalam",
    sources: {
      400: "node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2",
      700: "node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff2",
    },
    codePoints: expand([...malayalamLetters, ...sharedMarks]),
    blockRanges: "U+0D00-0D7F, U+200C-200D, U+25CC",
    nativeName: languageNativeNames.ml,
    samples: () =>
      samples(
        malayalamConsonants,
        malayalamVowelSigns,
        0x0d4d,
        [0x0d02],
        [0x0d3f, 0x0d4d],
        [
          "മലയാളം",
          "ഹോം ലോൺ",
          "പേഴ്സണൽ ലോൺ",
          "ഗോൾഡ് ലോൺ",
          "സ്വർണ്ണ പണയ വായ്പ",
          "ഉപഭോക്താക്കൾക്ക്",
          "ക്ഷമിക്കണം",
          "സ്ത്രീകൾക്ക്",
          "ന്റെ",
          "രാഷ്ട്രീയം",
          "കൃത്യമായി",
          "പൗരൻ",
          "₹5 ലക്ഷം",
          "₹1.5 കോടി",
          "ൺ ൻ ർ ൽ ൾ ൿ",
        ],
      ),
  },
  {
    language: "hi",
    family: "Noto Sans Devanagari",
    sources: {
      400: "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
      700: "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2",
    },
    codePoints: expand([...hindiLetters, ...sharedMarks]),
    blockRanges: "U+0900-097F, U+200C-200D, U+25CC",
    nativeName: languageNativeNames.hi,
    samples: () =>
      samples(
        hindiConsonants,
        hindiVowelSigns,
        0x094d,
        [0x0901, 0x0902],
        [0x093f, 0x0902],
        [
          "हिन्दी",
          "होम लोन",
          "पर्सनल लोन",
          "गोल्ड लोन",
          "ब्याज दर",
          "किस्त",
          "कृपया",
          "ऑफ़र",
          "डॉ॰",
          "ज़्यादा",
          "क़र्ज़",
          "श्रीमान",
          "द्वारा",
          "ट्रस्ट",
          "रुपये",
          "रूप",
          "₹5 लाख",
          "₹1.5 करोड़।",
          "०१२३४५६७८९",
        ],
      ),
  },
];

/** "U+0D02-0D03, U+0D05-0D0B, …" for a sorted list of code points. */
export function unicodeRange(codePoints: number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    let end = start;
    while (sorted[i + 1] === end + 1) end = sorted[++i]!;
    parts.push(end === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(", ");
}
