// A post's address (slug) made from its title, shared by the editor (the address follows the title
// as it is typed) and the server (a post saved without an address). Malayalam and Hindi titles are
// read into Latin letters first, so that 'സ്വർണ്ണ വായ്പ' gets /blog/swarnna-vaypa rather than
// no address at all. Its own module, apart from post-rules.ts, because the transliteration tables
// are large and the public pages, which import post-rules.ts, never need them.
import Sanscript from "@indic-transliteration/sanscript";
import { POST_SLUG_MAX, postSlugPattern } from "./post-rules";

/** Where an address made from a title is cut (at a word boundary). */
const TITLE_SLUG_MAX = 80;

/**
 * Malayalam's atomic chillu letters (and the dot reph), which Sanscript leaves as they are, as the
 * consonant with a virama they stand for: ർ → ര്, ൻ → ന്, ൽ → ല്, ൾ → ള്, ൺ → ണ്, ൿ → ക്, ൔ ൕ ൖ.
 */
const CHILLUS: Record<string, string> = {
  "\u0D7A": "\u0D23\u0D4D",
  "\u0D7B": "\u0D28\u0D4D",
  "\u0D7C": "\u0D30\u0D4D",
  "\u0D7D": "\u0D32\u0D4D",
  "\u0D7E": "\u0D33\u0D4D",
  "\u0D7F": "\u0D15\u0D4D",
  "\u0D54": "\u0D2E\u0D4D",
  "\u0D55": "\u0D2F\u0D4D",
  "\u0D56": "\u0D34\u0D4D",
  "\u0D4E": "\u0D30\u0D4D",
};

/** What a token of ISO 15919 becomes, given where it stands in the word. */
type Reading = string | ((at: { start: boolean; beforeLetter: boolean; next: string }) => string);

/**
 * ISO 15919 as Sanscript writes it, read the way Malayalis write Malayalam in Latin letters
 * ("Manglish"): ത th, ട between vowels d (veedu, Kozhikode), റ്റ tt, ന്റ nt, ഴ zh, ഞ nj, ശ sh,
 * ശ്ശ ss (Thrissur), ച ch, ം m, a long ī inside a word ee.
 */
const MALAYALAM_READING: Record<string, Reading> = {
  ṭṭ: "tt",
  ṇṭ: "nd",
  ṭh: "th",
  ṭ: ({ start }) => (start ? "t" : "d"),
  ṟṟ: "tt",
  nṟ: "nt",
  ṟ: "r",
  tt: "th",
  th: "th",
  t: "th",
  ḍh: "dh",
  ḍ: "d",
  cch: "chh",
  cc: "cch",
  ch: "chh",
  c: "ch",
  ññ: "nj",
  ñc: "nch",
  ñj: "nj",
  ñ: "nj",
  ṅṅ: "ng",
  ṅ: "n",
  ṇ: "n",
  śś: "ss",
  ś: "sh",
  ṣ: "sh",
  ḻ: "zh",
  ḷ: "l",
  "r\u0325": "ri",
  ṁ: "m",
  "m\u0310": "n",
  ḥ: "h",
  ī: ({ beforeLetter }) => (beforeLetter ? "ee" : "i"),
};

/** ISO 15919 read the way Hindi is written in Latin letters: ज्ञ gy, क्ष ksh, ं n (m before p, b, m). */
const HINDI_READING: Record<string, Reading> = {
  jñ: "gy",
  ṭh: "th",
  ṭ: "t",
  ḍh: "dh",
  ḍ: "d",
  cch: "chh",
  ch: "chh",
  c: "ch",
  ś: "sh",
  ṣ: "sh",
  ṅ: "n",
  ñ: "n",
  ṇ: "n",
  "r\u0325": "ri",
  ṁ: ({ next }) => (/^[pbm]/.test(next) ? "m" : "n"),
  "m\u0310": "n",
  ḥ: "h",
  ī: ({ beforeLetter }) => (beforeLetter ? "ee" : "i"),
};

const tokenPattern = (reading: Record<string, Reading>) =>
  new RegExp(
    Object.keys(reading)
      .sort((a, b) => b.length - a.length)
      .join("|"),
    "gu",
  );
const MALAYALAM_TOKENS = tokenPattern(MALAYALAM_READING);
const HINDI_TOKENS = tokenPattern(HINDI_READING);

/** ISO 15919 text in the letters a reader of the language expects (each token read once). */
function readIso(iso: string, reading: Record<string, Reading>, tokens: RegExp): string {
  const read = iso.replace(tokens, (token: string, offset: number) => {
    const rule = reading[token]!;
    if (typeof rule === "string") return rule;
    const next = iso.slice(offset + token.length);
    return rule({ start: offset === 0, beforeLetter: /^\p{L}/u.test(next), next });
  });
  // v after a consonant is said w: സ്വർണ്ണം swarnnam, द्वार dwar.
  return read.replace(/([bcdfghjklmnpqrstxz])v/g, "$1w");
}

/** One Malayalam word in Latin letters. */
function malayalamWord(word: string): string {
  const spelled = word
    .replace(/[\u200C\u200D]/g, "")
    .replace(/[\u0D4E\u0D54-\u0D56\u0D7A-\u0D7F]/g, (c) => CHILLUS[c]!)
    // The au sign as today's script writes it (ൗ alone, സൗജന്യം) is the two-part ൌ Sanscript reads.
    .replace(/(?<!\u0D46)\u0D57/g, "\u0D4C");
  return readIso(Sanscript.t(spelled, "malayalam", "iso"), MALAYALAM_READING, MALAYALAM_TOKENS);
}

const DEVANAGARI_CONSONANT = /[\u0915-\u0939]$/;
const VIRAMA = "\u094D";

/**
 * A Hindi word without the inherent vowel Hindi does not say at its end (लोन lon, ब्याज byaj,
 * गोल्ड gold): a virama after its last consonant, unless the word is that one letter (न na) or
 * ends in a cluster with र, य, व or ञ, which keeps it (मित्र mitra, योग्य yogya, यज्ञ yagya).
 */
function withoutFinalVowel(word: string): string {
  if (word.length < 2 || !DEVANAGARI_CONSONANT.test(word)) return word;
  if (word.at(-2) === VIRAMA && "यरवञ".includes(word.at(-1)!)) return word;
  return word + VIRAMA;
}

/** One Hindi (Devanagari) word in Latin letters. */
function devanagariWord(word: string): string {
  // Nukta letters (ज़, ड़, फ़) as their base letters; Sanscript would leave the dot behind.
  const plain = word.normalize("NFD").replace(/\u093C/g, "");
  // Letters and signs only: digits and the danda end a word too.
  const spoken = plain.replace(/[\u0900-\u0963\u0971-\u097F]+/g, withoutFinalVowel);
  return readIso(Sanscript.t(spoken, "devanagari", "iso"), HINDI_READING, HINDI_TOKENS);
}

/** Malayalam and Devanagari words in a text read into Latin letters; everything else as it is. */
export function latinLetters(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u0D00-\u0D7F\u200C\u200D]+/g, malayalamWord)
    .replace(/[\u0900-\u097F]+/g, devanagariWord);
}

/**
 * A slug made from a title: Malayalam and Hindi read into Latin letters, accents dropped, lower
 * case, every run of other characters one hyphen, cut at a word boundary. Empty when the title
 * has nothing to read (only symbols, or a script it does not read).
 */
export function slugFromTitle(title: string): string {
  const words = latinLetters(title)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (words.length <= TITLE_SLUG_MAX) return words;
  const cut = words.slice(0, TITLE_SLUG_MAX + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut.slice(0, TITLE_SLUG_MAX)).replace(/-+$/, "");
}

/** The address a draft gets when its title gives none (only symbols): its id, which no other post has. */
export function fallbackPostSlug(id: number): string {
  return `post-${id}`;
}

/**
 * What the address field holds, as an address the API takes: a valid slug as it is; anything else
 * ("Home Loan Tips", a Malayalam word, a trailing hyphen) made into one the way titles are; ""
 * when nothing is left, so the server keeps or makes one. Drafts never fail on what was typed here.
 */
export function slugFromInput(typed: string): string {
  const trimmed = typed.trim();
  return postSlugPattern.test(trimmed) && trimmed.length <= POST_SLUG_MAX ? trimmed : slugFromTitle(trimmed);
}
