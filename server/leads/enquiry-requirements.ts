// What a loan enquiry form asks for depends on the loan service: a gold loan needs no income, a
// rooftop solar loan asks for the cost of the system. That is data of the loan service (its
// `enquiryFields`, stored with it and edited with it), not a table of slugs in code. This module
// reads that data (its shape, EnquiryFieldsSchema: server/vocabulary/loan-services.ts): the form
// shows and requires the fields it names, and the server checks the same on POST /api/leads.
// Plain zod, bundled for the browser. The messages are the form's language (./lead-messages.ts).
import { EnquiryFieldsSchema, type EnquiryFields, type EnquiryFieldsInput } from "../vocabulary/loan-services";
import type { LeadMessages } from "./lead-messages";
import type { LeadSchemas } from "./lead.schema";

export type ServiceFieldRequirements = Pick<
  EnquiryFields,
  "loanAmount" | "monthlyIncome" | "employmentType" | "city" | "pincode"
>;
export type ServiceRequirementField = keyof ServiceFieldRequirements;

const requirementFields: readonly ServiceRequirementField[] = [
  "loanAmount",
  "monthlyIncome",
  "employmentType",
  "city",
  "pincode",
];

/** Which of the optional loan-enquiry fields a service's form shows and requires (a fresh copy). */
export function requiredFieldsForService(fields: EnquiryFieldsInput): ServiceFieldRequirements {
  const complete = EnquiryFieldsSchema.parse(fields);
  return Object.fromEntries(requirementFields.map((field) => [field, complete[field]])) as ServiceFieldRequirements;
}

/**
 * The message for a required-but-missing field, in the messages' language. In English the amount
 * is worded as the service says (its amountMessage, which staff write in English); in the other
 * languages the message asks for the amount as such.
 */
export function missingFieldMessage(
  fields: EnquiryFieldsInput,
  field: ServiceRequirementField,
  messages: LeadMessages,
): string {
  switch (field) {
    case "loanAmount":
      return messages.language === "en" ? EnquiryFieldsSchema.parse(fields).amountMessage : messages.amountRequired;
    case "monthlyIncome":
      return messages.incomeRequired;
    case "employmentType":
      return messages.employmentType;
    case "city":
      return messages.city;
    case "pincode":
      return messages.pincode;
  }
}

export type ServiceFieldErrors = Partial<Record<ServiceRequirementField, string>>;

/**
 * Field errors for the fields the service requires but `data` lacks, e.g.
 * `{ loanAmount: "Enter the loan amount you need" }`; `{}` when nothing is missing. Works on the
 * parsed data (server, after LeadInputSchema) and on raw form values: `undefined`, `null` and
 * blank strings count as missing. It checks presence only; formats are the schema's job.
 */
export function validateLoanEnquiryForService(
  data: {
    loanAmount?: unknown;
    monthlyIncome?: unknown;
    employmentType?: unknown;
    city?: unknown;
    pincode?: unknown;
  },
  fields: EnquiryFieldsInput,
  messages: LeadMessages,
): ServiceFieldErrors {
  const required = requiredFieldsForService(fields);
  const errors: ServiceFieldErrors = {};
  for (const field of requirementFields) {
    const value = data[field];
    const missing = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
    if (required[field] && missing) errors[field] = missingFieldMessage(fields, field, messages);
  }
  return errors;
}

/**
 * The loan-enquiry schema for one service's form, in the language of `schemas`: the fields that
 * service requires become required (with the same messages as validateLoanEnquiryForService), so
 * a form resolver shows every problem at once. Its output is assignable to LoanEnquiryData.
 */
export function loanEnquirySchemaForService(fields: EnquiryFieldsInput, schemas: LeadSchemas) {
  const required = requiredFieldsForService(fields);
  const message = (field: ServiceRequirementField) => missingFieldMessage(fields, field, schemas.messages);
  const {
    amountValue,
    cityField,
    cityValue,
    employmentTypeField,
    incomeValue,
    LoanEnquirySchema,
    optionalField,
    pincodeField,
    pincodeValue,
    requiredEmploymentTypeField,
    requiredField,
  } = schemas;
  return LoanEnquirySchema.extend({
    loanAmount: required.loanAmount ? requiredField(amountValue, message("loanAmount")) : optionalField(amountValue),
    monthlyIncome: required.monthlyIncome
      ? requiredField(incomeValue, message("monthlyIncome"))
      : optionalField(incomeValue),
    employmentType: required.employmentType ? requiredEmploymentTypeField : employmentTypeField,
    city: required.city ? requiredField(cityValue, message("city")) : cityField,
    pincode: required.pincode ? requiredField(pincodeValue, message("pincode")) : pincodeField,
  });
}
