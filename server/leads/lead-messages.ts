// What the lead forms say when a field needs fixing, shown next to the field, so each message says
// what to fix; and the amount limits the messages name. The words are interface texts of the
// `formErrors` area (app/i18n/messages/form-errors.ts), one version per language: this module
// turns a language's translator into the messages the schemas take (createLeadSchemas in
// ./lead.schema.ts). The browser passes the page's translator, the server the form's language
// (./lead-schemas.server.ts), so both say the same in the same language. Isomorphic, and it
// holds no words of its own: a page's bundle carries no other language's messages.
import type { formErrors } from "../../app/i18n/messages/form-errors";
import type { Translator } from "../../app/i18n/translator";
import type { Language } from "../vocabulary/languages";
import { formatINR } from "../formats/rupees";
import { NAME_PUNCTUATION } from "./lead-rules";

export const MIN_LOAN_AMOUNT = 10_000;
export const MAX_LOAN_AMOUNT = 1_000_000_000; // 100 crore
export const MIN_MONTHLY_INCOME = 1_000;
export const MAX_MONTHLY_INCOME = 100_000_000; // 10 crore

type FormErrorKey = keyof (typeof formErrors)["en"];

/** The formErrors messages that are whole messages as they are (no arguments to fill in). */
type PlainMessageKey = Exclude<
  FormErrorKey,
  | "nameCharacters"
  | "invisibleSpaces"
  | "otherCharacters"
  | "listAnd"
  | "amountTooSmall"
  | "amountTooLarge"
  | "incomeTooSmall"
  | "incomeTooLarge"
>;

/** Every plain message, once: a key added to the area and left out here is a type error. */
const plainMessages = {
  name: true,
  nameTooLong: true,
  mobile: true,
  email: true,
  emailTooLong: true,
  pincode: true,
  city: true,
  cityTooLong: true,
  amount: true,
  amountRequired: true,
  income: true,
  incomeRequired: true,
  employmentType: true,
  controlCharacters: true,
  messageControlCharacters: true,
  message: true,
  messageRequired: true,
  subject: true,
  businessName: true,
  serviceSlug: true,
  serviceUnknown: true,
  partnerType: true,
  experienceYears: true,
  consent: true,
  consentLanguage: true,
  formLanguage: true,
  kind: true,
  noDetails: true,
  enrichmentToken: true,
  enrichmentNotFound: true,
  someFields: true,
} as const satisfies Record<PlainMessageKey, true>;
const plainMessageKeys = Object.keys(plainMessages) as PlainMessageKey[];

/** One language's messages for the lead schemas: each formErrors message, the amounts filled in. */
export type LeadMessages = Readonly<Record<PlainMessageKey, string>> & {
  readonly language: Language;
  readonly amountTooSmall: string;
  readonly amountTooLarge: string;
  readonly incomeTooSmall: string;
  readonly incomeTooLarge: string;
  /**
   * The message for a name with characters a name cannot have (disallowedNameCharacters): which
   * to remove, the first few of them, and what a name may hold.
   */
  nameCharacters(characters: readonly string[]): string;
};

/** What building the messages needs of a translator (app/i18n/translator.ts). */
export type LeadMessageTranslator = Pick<Translator, "language" | "t" | "amountInWords">;

/** Characters that take no room on screen (a zero-width space pasted with a name): named, not shown. */
const INVISIBLE = /^[\p{Cf}\p{Z}]+$/u;

/** The lead schemas' messages in the translator's language. */
export function leadMessagesFrom(translator: LeadMessageTranslator): LeadMessages {
  const t = (key: FormErrorKey, values?: Record<string, string>) => translator.t(`formErrors.${key}`, values);
  const range = (min: number, max: number) => ({
    min: formatINR(min),
    max: formatINR(max),
    maxInWords: translator.amountInWords(max),
  });
  const loan = range(MIN_LOAN_AMOUNT, MAX_LOAN_AMOUNT);
  const income = range(MIN_MONTHLY_INCOME, MAX_MONTHLY_INCOME);
  const plain = Object.fromEntries(plainMessageKeys.map((key) => [key, t(key)])) as Record<PlainMessageKey, string>;
  return {
    ...plain,
    language: translator.language,
    amountTooSmall: t("amountTooSmall", loan),
    amountTooLarge: t("amountTooLarge", loan),
    incomeTooSmall: t("incomeTooSmall", income),
    incomeTooLarge: t("incomeTooLarge", income),
    nameCharacters(characters) {
      const named = [
        ...new Set(characters.map((character) => (INVISIBLE.test(character) ? t("invisibleSpaces") : character))),
      ];
      const shown = named.length > 5 ? [...named.slice(0, 5), t("otherCharacters")] : named;
      const list =
        shown.length === 1 ? shown[0]! : t("listAnd", { items: shown.slice(0, -1).join(", "), last: shown.at(-1)! });
      return t("nameCharacters", { characters: list, punctuation: NAME_PUNCTUATION });
    },
  };
}
