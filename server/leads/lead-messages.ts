// What the lead forms say when a field needs fixing, shown next to the field, so each message says
// what to fix; and the amount limits the messages name. Used by the browser and the server alike.
import { formatINR } from "../formats/rupees";
import { NAME_PUNCTUATION } from "./lead-rules";

export const MIN_LOAN_AMOUNT = 10_000;
export const MAX_LOAN_AMOUNT = 1_000_000_000; // 100 crore
export const MIN_MONTHLY_INCOME = 1_000;
export const MAX_MONTHLY_INCOME = 100_000_000; // 10 crore

export const leadMessages = {
  name: "Enter your full name",
  nameTooLong: "Enter your full name in at most 100 characters",
  mobile: "Enter a 10-digit Indian mobile number, e.g. 98765 43210",
  email: "Enter a valid e-mail address, e.g. name@example.com",
  emailTooLong: "Enter an e-mail address of at most 200 characters",
  pincode: "Enter your 6-digit PIN code",
  city: "Enter your city or town",
  cityTooLong: "Enter your city or town in at most 80 characters",
  amount: "Enter an amount like 5,00,000 or 5 lakh",
  amountTooSmall: `Enter an amount of at least ${formatINR(MIN_LOAN_AMOUNT)}`,
  amountTooLarge: `Enter an amount of at most ${formatINR(MAX_LOAN_AMOUNT)} (100 crore)`,
  income: "Enter your monthly income like 50,000 or 50k",
  incomeRequired: "Enter your monthly income",
  incomeTooSmall: `Enter a monthly income of at least ${formatINR(MIN_MONTHLY_INCOME)}`,
  incomeTooLarge: `Enter a monthly income of at most ${formatINR(MAX_MONTHLY_INCOME)} (10 crore)`,
  employmentType: "Choose your employment type",
  /** Text with a control character (NUL, a tab…), usually pasted from another program. */
  controlCharacters: "Remove the invisible characters (such as tabs) that came with the text you pasted",
  messageControlCharacters: "Remove the invisible characters that came with the text you pasted into your message",
  message: "Keep your message under 2,000 characters",
  messageRequired: "Tell us a little more (at least 10 characters)",
  subject: "Keep the subject under 120 characters",
  businessName: "Keep the business name under 120 characters",
  serviceSlug: "Choose the loan service you need",
  partnerType: "Choose what describes your work best",
  experienceYears: "Enter your experience in whole years, from 0 to 60",
  consent: "Please agree so we can contact you about your request",
  kind: "Choose the kind of request",
  /** Step two without any detail. */
  noDetails: "Fill in at least one detail, or close this window: your enquiry is already with us",
  enrichmentToken: "Send the enrichmentToken from the answer to your enquiry",
  /** Step two with a wrong or expired token, or an unknown reference: one answer for all. */
  enrichmentNotFound:
    "We could not add these details: the link to your enquiry has expired. Your enquiry is safe with us; tell the advisor when they call.",
} as const;

/** Characters that take no room on screen (a zero-width space pasted with a name): named, not shown. */
const INVISIBLE = /^[\p{Cf}\p{Z}]+$/u;

/**
 * The message for a name with characters a name cannot have (disallowedNameCharacters): which to
 * remove, the first few of them, and what a name may hold.
 */
export function nameCharactersMessage(characters: readonly string[]): string {
  const named = [
    ...new Set(characters.map((character) => (INVISIBLE.test(character) ? "the invisible spaces" : character))),
  ];
  const shown = named.length > 5 ? [...named.slice(0, 5), "the others"] : named;
  const list = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
  return `Remove ${list} from the name: use letters, spaces and ${NAME_PUNCTUATION}`;
}
