import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type {
  EmiDefaultsSchema,
  FaqSchema,
  LoanServiceColor,
  LoanServiceIcon,
} from "../loan-services/loan-service.schema";
import type { EnquiryFieldsInput } from "../leads/enquiry-requirements";
import type { PopupImagePosition, PopupPosition, PopupSize } from "../popups/popup.schema";
import type { z } from "zod";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const loanServices = pgTable("loan_services", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  icon: text("icon").$type<LoanServiceIcon>().notNull().default("building"),
  color: text("color").$type<LoanServiceColor>().notNull().default("blue"),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  summary: text("summary").notNull().default(""),
  features: jsonb("features")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  eligibility: jsonb("eligibility")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  documents: jsonb("documents")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  faqs: jsonb("faqs")
    .$type<z.infer<typeof FaqSchema>[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  interestRate: text("interest_rate").notNull().default(""),
  loanAmount: text("loan_amount").notNull().default(""),
  tenure: text("tenure").notNull().default(""),
  emiDefaults: jsonb("emi_defaults").$type<z.infer<typeof EmiDefaultsSchema> | null>(),
  /**
   * What the service's enquiry form asks for (EnquiryFieldsSchema). `{}` applies every default
   * (amount and city); the seed fills the demo services' own choice into rows still at `{}`.
   */
  enquiryFields: jsonb("enquiry_fields")
    .$type<EnquiryFieldsInput>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  seoTitle: text("seo_title").notNull().default(""),
  seoDescription: text("seo_description").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Site-wide settings as one JSON document per key (validated by the settings module). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Enquiries from visitors (loan enquiry, contact message, partner application). A repeat from the
 * same mobile for the same service within 24 hours is stored and linked to the first
 * (`duplicateOfId`), so nothing is lost and reports can count distinct leads.
 */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    kind: text("kind").notNull(),
    serviceSlug: text("service_slug"),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email"),
    city: text("city"),
    pincode: text("pincode"),
    loanAmount: bigint("loan_amount", { mode: "number" }),
    monthlyIncome: bigint("monthly_income", { mode: "number" }),
    employmentType: text("employment_type"),
    message: text("message"),
    /** Kind-specific answers (contact subject, partner type and experience). */
    details: jsonb("details")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** DPDP Act 2023 consent record: which notice, in which language, for what, when. */
    consentNoticeVersion: text("consent_notice_version").notNull(),
    consentLanguage: text("consent_language").notNull(),
    consentPurpose: text("consent_purpose").notNull(),
    consentedAt: timestamptz("consented_at").notNull(),
    status: text("status").notNull().default("new"),
    duplicateOfId: integer("duplicate_of_id").references((): AnyPgColumn => leads.id),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("leads_mobile_service_created_idx").on(table.mobile, table.serviceSlug, table.createdAt),
    index("leads_status_created_idx").on(table.status, table.createdAt),
  ],
);

/**
 * Notifications to send, written in the same transaction as what they announce, and delivered
 * by a worker with retries: a mail server that is down delays an alert but never loses it.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: serial("id").primaryKey(),
    topic: text("topic").notNull(),
    leadId: integer("lead_id").references(() => leads.id),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
  },
  (table) => [index("notification_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/** Fixed-window counters for rate limits, shared by every instance through the database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamptz("window_start").notNull(),
  count: integer("count").notNull(),
});

/**
 * Staff-configured popups (spec section 3). `targetPage` is matched when it contains the page
 * name (e.g. "home,gold-loan"); `content` is HTML, sanitized on save and again when served.
 */
export const popups = pgTable(
  "popups",
  {
    id: serial("id").primaryKey(),
    isActive: boolean("is_active").notNull().default(false),
    targetPage: text("target_page").notNull(),
    priority: integer("priority").notNull().default(0),
    delayShow: integer("delay_show").notNull().default(0),
    autoClose: integer("auto_close"),
    position: text("position").$type<PopupPosition>().notNull().default("center"),
    size: text("size").$type<PopupSize>().notNull().default("medium"),
    backgroundColor: text("background_color").notNull().default("#ffffff"),
    textColor: text("text_color").notNull().default("#1e293b"),
    showCloseButton: boolean("show_close_button").notNull().default(true),
    showImage: boolean("show_image").notNull().default(false),
    imageUrl: text("image_url"),
    imagePosition: text("image_position").$type<PopupImagePosition>().notNull().default("top"),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    showActionButton: boolean("show_action_button").notNull().default(false),
    actionButtonText: text("action_button_text").notNull().default(""),
    actionButtonLink: text("action_button_link"),
    actionButtonColor: text("action_button_color").notNull().default("#2563eb"),
    actionButtonTextColor: text("action_button_text_color").notNull().default("#ffffff"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [index("popups_active_priority_idx").on(table.isActive, table.priority)],
);
