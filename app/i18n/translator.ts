// The one way a text of the interface becomes words (ADR 0038): an ICU message of the page's
// language, formatted by intl-messageformat. Framework-free, so the server (e-mails, WhatsApp
// texts, validation messages) and the browser (useI18n) format alike.

import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import { formatIndianNumber, splitAmountInWords } from "~server/formats/rupees";
import { type Language, languageTags, pathInLanguage } from "~server/vocabulary/languages";
import type { MessageCatalogue, MessageKey } from "./messages";

export type MessageValues = Record<string, PrimitiveType>;

export interface Translator {
  language: Language;
  /** The BCP 47 tag: en-IN, ml-IN, hi-IN. */
  locale: string;
  /** The message `key` with its arguments filled in. A missing message shows its key (and a test fails). */
  t(key: MessageKey, values?: MessageValues): string;
  /**
   * The message with its tags (`<link>…</link>`) and arguments as the given values, for callers that
   * put elements inside a sentence. Answers the formatter's parts: strings and whatever the tag
   * functions returned.
   */
  parts<T>(
    key: MessageKey,
    values: Record<string, PrimitiveType | T | ((chunks: (string | T)[]) => T)>,
  ): (string | T)[];
  /** A number with Indian grouping, up to `fractionDigits` decimals (12,34,567.5). */
  number(value: number, fractionDigits?: number): string;
  /** An amount as people say it: "5 lakh", "1.5 crore", "75 thousand", "2,500"; with `rupees`, "₹5 lakh". */
  amountInWords(amount: number, options?: { rupees?: boolean }): string;
  /** A day as "27 November 2026" (in the language's order and month names), for a date in IST. */
  date(day: Date | string): string;
  /** The address of an English page path in this language: `/about` → `/ml/about`. */
  path(englishPath: string): string;
}

const compiled = new Map<string, IntlMessageFormat>();

function compile(language: Language, key: string, text: string): IntlMessageFormat {
  const cacheKey = `${language}\u0000${key}\u0000${text}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(text, languageTags[language]);
    compiled.set(cacheKey, format);
  }
  return format;
}

const IST_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1-12) and day of a date in India's time, or of a `YYYY-MM-DD` day as written. */
function istDayParts(day: Date | string): [number, number, number] {
  if (typeof day === "string") {
    const match = IST_DAY.exec(day);
    if (match) return [Number(match[1]), Number(match[2]), Number(match[3])];
    day = new Date(day);
  }
  // India has no daylight saving: IST is UTC+5:30 all year.
  const ist = new Date(day.getTime() + 330 * 60_000);
  return [ist.getUTCFullYear(), ist.getUTCMonth() + 1, ist.getUTCDate()];
}

export function createTranslator(language: Language, catalogue: MessageCatalogue): Translator {
  function text(key: string): string | undefined {
    return catalogue[key];
  }
  const translator: Translator = {
    language,
    locale: languageTags[language],
    t(key, values) {
      const message = text(key);
      if (message === undefined) return key;
      const formatted = compile(language, key, message).format(values);
      return Array.isArray(formatted) ? formatted.join("") : String(formatted);
    },
    parts(key, values) {
      const message = text(key);
      if (message === undefined) return [key];
      const formatted = compile(language, key, message).format(values as never);
      return (Array.isArray(formatted) ? formatted : [formatted]) as never;
    },
    number(value, fractionDigits = 2) {
      const scale = 10 ** fractionDigits;
      const rounded = Math.round(Math.abs(value) * scale);
      const whole = Math.floor(rounded / scale);
      const fraction =
        fractionDigits > 0
          ? String(rounded % scale)
              .padStart(fractionDigits, "0")
              .replace(/0+$/, "")
          : "";
      const sign = value < 0 && rounded !== 0 ? "-" : "";
      return `${sign}${formatIndianNumber(whole)}${fraction ? `.${fraction}` : ""}`;
    },
    amountInWords(amount, options = {}) {
      const words = splitAmountInWords(amount);
      if (!words) return "";
      const { sign, unit, value } = words;
      const number = unit ? translator.number(value) : formatIndianNumber(value);
      if (!unit) return options.rupees ? `${sign}₹${number}` : `${sign}${number}`;
      const keyOf = {
        thousand: options.rupees ? "common.rupeesThousand" : "common.amountThousand",
        lakh: options.rupees ? "common.rupeesLakh" : "common.amountLakh",
        crore: options.rupees ? "common.rupeesCrore" : "common.amountCrore",
      } as const;
      return sign + translator.t(keyOf[unit], { amount: number });
    },
    date(day) {
      const [year, month, date] = istDayParts(day);
      return translator.t("common.date", {
        day: date,
        month: translator.t(`common.month${month}` as MessageKey),
        year: String(year),
      });
    },
    path(englishPath) {
      return pathInLanguage(englishPath, language);
    },
  };
  return translator;
}
