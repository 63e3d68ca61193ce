// What the loan service editor's inputs hold (text, one row per list item) and how it becomes the
// API's service and back; where a message of the API (a dotted path) shows on the form.
import type { FieldPath, UseFormReturn } from "react-hook-form";
import {
  defaultLoanServiceColor,
  defaultLoanServiceIcon,
  type StaffLoanService,
} from "~server/loan-services/loan-service-admin.schema";
import { ROOT_ERROR_KEY } from "~server/shared/field-errors";
import {
  EmiDefaultsSchema,
  EnquiryFieldsSchema,
  type LoanServiceColor,
  type LoanServiceIcon,
} from "~server/vocabulary/loan-services";

/** The lists of plain lines a service page shows. */
export const textLists = ["features", "eligibility", "documents"] as const;
export type TextList = (typeof textLists)[number];

/** The calculator's figures, as typed (empty: none). */
export const emiKeys = EmiDefaultsSchema.keyof().options;
export type EmiKey = (typeof emiKeys)[number];

/** The optional fields the enquiry form may ask for (EnquiryFieldsSchema's yes-or-no ones). */
export const enquiryChoices = EnquiryFieldsSchema.keyof().options.filter(
  (key): key is Exclude<typeof key, "amountLabel" | "amountMessage"> =>
    key !== "amountLabel" && key !== "amountMessage",
);

export interface LoanServiceValues {
  name: string;
  slug: string;
  description: string;
  summary: string;
  icon: LoanServiceIcon;
  color: LoanServiceColor;
  /** Only for a new service: whether it goes on the site when created. */
  isActive: boolean;
  features: { text: string }[];
  eligibility: { text: string }[];
  documents: { text: string }[];
  faqs: { question: string; answer: string }[];
  interestRate: string;
  loanAmount: string;
  tenure: string;
  /** Whether the page shows the EMI calculator. */
  hasCalculator: boolean;
  emiDefaults: Record<EmiKey, string>;
  enquiryFields: Record<(typeof enquiryChoices)[number], boolean> & { amountLabel: string; amountMessage: string };
  seoTitle: string;
  seoDescription: string;
}

const noFigures = Object.fromEntries(emiKeys.map((key) => [key, ""])) as Record<EmiKey, string>;

const rows = (items: string[]) => items.map((text) => ({ text }));

export function toValues(service: StaffLoanService | null): LoanServiceValues {
  return {
    name: service?.name ?? "",
    slug: service?.slug ?? "",
    description: service?.description ?? "",
    summary: service?.summary ?? "",
    icon: service?.icon ?? defaultLoanServiceIcon,
    color: service?.color ?? defaultLoanServiceColor,
    isActive: service?.isActive ?? false,
    features: rows(service?.features ?? []),
    eligibility: rows(service?.eligibility ?? []),
    documents: rows(service?.documents ?? []),
    faqs: service?.faqs.map((faq) => ({ ...faq })) ?? [],
    interestRate: service?.interestRate ?? "",
    loanAmount: service?.loanAmount ?? "",
    tenure: service?.tenure ?? "",
    hasCalculator: Boolean(service?.emiDefaults),
    emiDefaults: service?.emiDefaults
      ? (Object.fromEntries(
          emiKeys.map((key) => [key, service.emiDefaults![key] === undefined ? "" : String(service.emiDefaults![key])]),
        ) as Record<EmiKey, string>)
      : noFigures,
    enquiryFields: service?.enquiryFields ?? {
      loanAmount: true,
      monthlyIncome: false,
      employmentType: false,
      city: true,
      pincode: false,
      amountLabel: "Loan amount (₹)",
      amountMessage: "Enter the loan amount you need",
    },
    seoTitle: service?.seoTitle ?? "",
    seoDescription: service?.seoDescription ?? "",
  };
}

/** A typed figure as the API takes it: a number, or the text as typed for the API to name it. */
function figureOf(value: string): number | string | undefined {
  const typed = value.trim().replace(/[,\s₹%]/g, "");
  if (typed === "") return undefined;
  const number = Number(typed);
  return Number.isFinite(number) ? number : value;
}

/** The service as the API takes it (empty list rows left out). `isActive` only for a new one. */
export function toBody(values: LoanServiceValues, isNew: boolean) {
  const lines = (items: { text: string }[]) => items.map((item) => item.text.trim()).filter(Boolean);
  const figures = Object.fromEntries(
    emiKeys.map((key) => [key, figureOf(values.emiDefaults[key])]).filter(([, value]) => value !== undefined),
  );
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    summary: values.summary,
    icon: values.icon,
    color: values.color,
    ...(isNew ? { isActive: values.isActive } : {}),
    features: lines(values.features),
    eligibility: lines(values.eligibility),
    documents: lines(values.documents),
    faqs: values.faqs.filter((faq) => faq.question.trim() !== "" || faq.answer.trim() !== ""),
    interestRate: values.interestRate,
    loanAmount: values.loanAmount,
    tenure: values.tenure,
    emiDefaults: values.hasCalculator ? figures : null,
    enquiryFields: values.enquiryFields,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
  };
}

/**
 * The form field that shows a message of the API's path: a list line's box (`features.2` →
 * `features.2.text`), a figure's box, or the list as a whole (too many lines). Null: no box.
 */
export function fieldOfPath(path: string, values: LoanServiceValues): FieldPath<LoanServiceValues> | null {
  if (path === ROOT_ERROR_KEY) return null;
  const [head, index, leaf] = path.split(".");
  // A message about a row of a list goes on its box; empty rows are not sent, so count the sent ones.
  const boxOf = (sent: number[]) => (index === undefined ? undefined : sent[Number(index)]);
  if ((textLists as readonly string[]).includes(head!)) {
    const list = head as TextList;
    const at = boxOf(values[list].flatMap((row, box) => (row.text.trim() ? [box] : [])));
    return at === undefined ? list : `${list}.${at}.text`;
  }
  if (head === "faqs") {
    const at = boxOf(values.faqs.flatMap((faq, box) => (faq.question.trim() || faq.answer.trim() ? [box] : [])));
    return at === undefined ? "faqs" : `faqs.${at}.${leaf === "answer" ? "answer" : "question"}`;
  }
  if (head === "emiDefaults") return index ? (`emiDefaults.${index}` as FieldPath<LoanServiceValues>) : "hasCalculator";
  if (head === "enquiryFields")
    return index === "amountLabel" || index === "amountMessage" ? `enquiryFields.${index}` : "enquiryFields.loanAmount";
  const plain = [
    "name",
    "slug",
    "description",
    "summary",
    "icon",
    "color",
    "interestRate",
    "loanAmount",
    "tenure",
    "seoTitle",
    "seoDescription",
  ];
  return plain.includes(head!) ? (head as FieldPath<LoanServiceValues>) : null;
}

/**
 * Puts each message on its field (the first one gets the focus); answers the messages that have
 * no field, for the form's own alert.
 */
export function putErrors(form: UseFormReturn<LoanServiceValues>, fields: Record<string, string>): string[] {
  const values = form.getValues();
  const unplaced: string[] = [];
  let focused = false;
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOfPath(path, values);
    if (!field) {
      unplaced.push(message);
      continue;
    }
    if (form.getFieldState(field).error) continue;
    form.setError(field, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  return unplaced;
}
