import { formatAmountInWords, formatINR } from "../formats/rupees";
import { isLanguage, languageEnglishNames } from "../vocabulary/languages";
import { leadKindLabels } from "../vocabulary/leads";
import type { LeadAlertPayload } from "./lead-alert";

/**
 * The staff e-mail for a new lead, as plain text. Everything in the payload came from a visitor,
 * so it is only ever treated as text: control characters (CR/LF above all) are removed from
 * anything that goes into a header line and every value is capped in length.
 */
export interface LeadAlertEmail {
  subject: string;
  text: string;
}

const SUBJECT_MAX = 200;
const FIELD_MAX = 300;
const URL_MAX = 1000;
const MESSAGE_MAX = 5000;

const KIND_HEADLINE: Record<LeadAlertPayload["kind"], string> = {
  loan_enquiry: "New loan enquiry",
  contact_message: "New contact message",
  partner_application: "New partner application",
  vyapar_enquiry: "New Vyapar app enquiry",
};

const DETAIL_LABELS: Record<string, string> = {
  subject: "Subject",
  partnerType: "Partner type",
  experienceYears: "Experience (years)",
  businessName: "Business name",
};

/** "₹50,00,000 (50 lakh)": the words help on a phone screen, where the commas are easy to miscount. */
function formatAmount(amount: number | null | undefined): string {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "—";
  return Math.abs(amount) >= 100_000 ? `${formatINR(amount)} (${formatAmountInWords(amount)})` : formatINR(amount);
}

function cap(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** One line of visitor text: no control characters or line separators, collapsed spaces, capped. */
export function singleLine(value: unknown, max = FIELD_MAX): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  const clean = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cap(clean, max);
}

/** Multi-line visitor text (the message): line breaks kept as \n, other control characters removed. */
function multiLine(value: unknown, max = MESSAGE_MAX): string {
  if (typeof value !== "string") return singleLine(value, max);
  const text = value
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return cap(text, max);
}

function orDash(value: string): string {
  return value === "" ? "—" : value;
}

/** "tel:+919876543210" for an Indian mobile, so staff can tap to call from the e-mail. */
export function telLink(mobile: string): string {
  const digits = mobile.replace(/\D/g, "");
  if (/^[6-9]\d{9}$/.test(digits)) return `tel:+91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return `tel:+${digits}`;
  if (/^0[6-9]\d{9}$/.test(digits)) return `tel:+91${digits.slice(1)}`;
  return `tel:${mobile.trim().startsWith("+") ? "+" : ""}${digits}`;
}

function humanize(value: string): string {
  const spaced = value.replace(/[_-]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function labelForDetail(key: string): string {
  return DETAIL_LABELS[key] ?? humanize(singleLine(key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase(), 60));
}

const IST = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

function formatReceived(createdAt: unknown): string {
  const raw = singleLine(createdAt, 60);
  const date = new Date(raw);
  if (!raw || Number.isNaN(date.getTime())) return orDash(raw);
  return `${IST.format(date)} IST`;
}

function isKind(kind: unknown): kind is LeadAlertPayload["kind"] {
  return typeof kind === "string" && Object.hasOwn(KIND_HEADLINE, kind);
}

/** Labelled lines, with the values aligned after the longest label. */
function block(lines: Array<[label: string, value: string]>): string[] {
  const width = Math.max(...lines.map(([label]) => label.length)) + 2;
  return lines.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
}

export function formatLeadAlertEmail(payload: LeadAlertPayload): LeadAlertEmail {
  const kind = isKind(payload.kind) ? payload.kind : null;
  const reference = singleLine(payload.reference, 40) || "(no reference)";
  const name = singleLine(payload.name, 100) || "(no name)";
  const city = singleLine(payload.city, 60);
  const service = singleLine(payload.serviceName, 80) || singleLine(payload.serviceSlug, 80);
  const details = payload.details && typeof payload.details === "object" ? payload.details : {};
  const contactSubject = singleLine(details.subject, 80);

  const headline = kind ? KIND_HEADLINE[kind] : "New enquiry";
  let summary: string;
  if (kind === "loan_enquiry") summary = `${service || "Loan"}, ${name}${city ? ` (${city})` : ""}`;
  else if (kind === "contact_message")
    summary = `${name}${city ? ` (${city})` : ""}${contactSubject ? `, ${contactSubject}` : ""}`;
  else summary = `${name}${city ? ` (${city})` : ""}`;
  const subject = cap(singleLine(`${headline} ${reference}: ${summary}`, SUBJECT_MAX), SUBJECT_MAX);

  const mobile = singleLine(payload.mobile, 30);
  const lines: string[] = [`${headline} from the website.`, ""];

  lines.push(
    ...block([
      ["Reference", reference],
      ["Received", formatReceived(payload.createdAt)],
      ["Type", kind ? leadKindLabels[kind] : orDash(singleLine(payload.kind, 60))],
      ...(payload.assigneeName ? [["Assigned to", singleLine(payload.assigneeName, 100)] as [string, string]] : []),
      ...(kind === "loan_enquiry" || payload.serviceSlug || payload.serviceName
        ? [
            [
              "Service",
              orDash(
                [
                  singleLine(payload.serviceName, 80),
                  payload.serviceSlug ? `(${singleLine(payload.serviceSlug, 80)})` : "",
                ]
                  .filter(Boolean)
                  .join(" "),
              ),
            ] as [string, string],
          ]
        : []),
    ]),
  );

  lines.push("", "CONTACT");
  lines.push(
    ...block([
      ["Name", name],
      ...(isLanguage(payload.language)
        ? [["Language", languageEnglishNames[payload.language]] as [string, string]]
        : []),
      ["Mobile", mobile ? `${mobile} (${telLink(mobile)})` : "—"],
      ["Email", orDash(singleLine(payload.email, 254))],
      ["City", orDash(city)],
      ["PIN code", orDash(singleLine(payload.pincode, 12))],
    ]),
  );

  const hasLoanFields =
    payload.loanAmount !== null || payload.monthlyIncome !== null || Boolean(payload.employmentType);
  if (kind === "loan_enquiry" || hasLoanFields) {
    lines.push("", "LOAN");
    lines.push(
      ...block([
        ["Loan amount", formatAmount(payload.loanAmount)],
        ["Monthly income", formatAmount(payload.monthlyIncome)],
        ["Employment", payload.employmentType ? humanize(singleLine(payload.employmentType, 60)) : "—"],
      ]),
    );
  }

  const detailLines = Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .slice(0, 30)
    .map(([key, value]) => [labelForDetail(key), singleLine(value)] as [string, string]);
  if (detailLines.length > 0) lines.push("", "DETAILS", ...block(detailLines));

  const message = multiLine(payload.message);
  if (message) {
    lines.push("", "MESSAGE (as typed by the visitor)");
    lines.push(...message.split("\n").map((line) => (line ? `  ${line}` : "")));
  }

  const utm = payload.utm && typeof payload.utm === "object" ? payload.utm : {};
  lines.push("", "SOURCE");
  lines.push(
    ...block([
      ["Landing page", orDash(singleLine(payload.landingPage, URL_MAX))],
      ["Referrer", orDash(singleLine(payload.referrer, URL_MAX))],
      ["UTM source", orDash(singleLine(utm.source))],
      ["UTM medium", orDash(singleLine(utm.medium))],
      ["UTM campaign", orDash(singleLine(utm.campaign))],
      ["UTM term", orDash(singleLine(utm.term))],
      ["UTM content", orDash(singleLine(utm.content))],
    ]),
  );

  lines.push(
    "",
    "--",
    `Quote reference ${reference} when you call the customer back; it is the reference they were shown.`,
    "This alert was sent automatically by the website. The details above were typed by a visitor: check them before acting.",
  );

  return { subject, text: `${lines.join("\n")}\n` };
}
