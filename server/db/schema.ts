import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type {
  EmiDefaults,
  EnquiryFieldsInput,
  Faq,
  LoanServiceColor,
  LoanServiceIcon,
} from "../vocabulary/loan-services";
import type { AuditVia } from "../vocabulary/audit";
import type { BackupDestination, BackupProblem, BackupRunStatus, BackupTrigger } from "../vocabulary/backups";
import type {
  ContentKind,
  ContentRevisionReason,
  PageTextKey,
  RateType,
  SchemeGroup,
  TranslationKind,
  TranslationReviewState,
  TranslationState,
} from "../vocabulary/content";
import type {
  DocumentItemKind,
  DocumentItemStatus,
  DocumentRejectReason,
  LeadDocumentState,
} from "../vocabulary/documents";
import type { Language } from "../vocabulary/languages";
import type { PostRevisionReason, PostStatus } from "../vocabulary/blog";
import type { StaffRole } from "../vocabulary/staff";
import type { LeadEventType, LeadStatus } from "../vocabulary/leads";
import type { PopupImagePosition, PopupPosition, PopupSize } from "../vocabulary/popups";

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
    .$type<Faq[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  interestRate: text("interest_rate").notNull().default(""),
  loanAmount: text("loan_amount").notNull().default(""),
  tenure: text("tenure").notNull().default(""),
  emiDefaults: jsonb("emi_defaults").$type<EmiDefaults | null>(),
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
  /** Grows with every staff save: an edit begun from an older version is refused (409). */
  version: integer("version").notNull().default(1),
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
    /**
     * Where the lead came from, as the list shows and filters it: the UTM source when the visit
     * had one, else the referrer's host without `www.`, else `direct`. Computed by the database,
     * so the source filter and the list's source options read an index instead of every row.
     */
    source: text("source")
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(nullif(lower(trim(utm_source)), ''), nullif(regexp_replace(lower(substring(referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#@]+)')), '^www[.]', ''), ''), 'direct')`,
      ),
    /** Where the file stands in the loan pipeline (the moves between statuses: server/leads/lead-pipeline.ts). */
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    duplicateOfId: integer("duplicate_of_id").references((): AnyPgColumn => leads.id),
    // The deal whose call to action opened the form; its title is kept too, so the lead still
    // says which offer it came from after the deal is edited or deleted.
    dealId: integer("deal_id").references((): AnyPgColumn => deals.id, { onDelete: "set null" }),
    dealTitle: text("deal_title"),
    // ---- The staff workbench (docs/decisions/0015-leads-workbench.md) ----
    /** Who works the lead; null: unassigned. */
    assignedToId: integer("assigned_to_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** When staff want to call back; "overdue" once past. */
    followUpAt: timestamptz("follow_up_at"),
    /** The first logged call, WhatsApp message or move out of "new": the speed of the first response. */
    firstContactedAt: timestamptz("first_contacted_at"),
    statusChangedAt: timestamptz("status_changed_at"),
    /** Submitted to lender: which lender, its application id, on which day (IST calendar date). */
    lenderName: text("lender_name"),
    lenderApplicationId: text("lender_application_id"),
    submittedOn: date("submitted_on", { mode: "string" }),
    sanctionedAmount: bigint("sanctioned_amount", { mode: "number" }),
    sanctionedOn: date("sanctioned_on", { mode: "string" }),
    disbursedAmount: bigint("disbursed_amount", { mode: "number" }),
    disbursedOn: date("disbursed_on", { mode: "string" }),
    /** Why the lead left the pipeline (rejected by lender: the lender's reason; other exits: optional). */
    exitReason: text("exit_reason"),
    /** Commission per disbursal, in rupees; owner and admin only (lead:commission). */
    commissionExpected: bigint("commission_expected", { mode: "number" }),
    commissionReceived: bigint("commission_received", { mode: "number" }),
    /** Set when the person's data was erased (DPDP request or retention): personal fields replaced. */
    erasedAt: timestamptz("erased_at"),
    /**
     * The second, optional step of an enquiry form: the answer to step one carries a one-time
     * token (only its SHA-256 is kept) with which the same visitor adds details for a while.
     */
    enrichmentTokenHash: text("enrichment_token_hash"),
    enrichmentExpiresAt: timestamptz("enrichment_expires_at"),
    /**
     * Where the borrower's documents stand (issue 29): none asked, waiting, or every required item
     * received. Kept by the document services in the same transaction as the change, so the list
     * filters on a column.
     */
    documentsState: text("documents_state").$type<LeadDocumentState>().notNull().default("none"),
    /** Grows with every staff change: an edit made from a stale screen answers 409. */
    version: integer("version").notNull().default(1),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("leads_mobile_service_created_idx").on(table.mobile, table.serviceSlug, table.createdAt),
    index("leads_status_created_idx").on(table.status, table.createdAt),
    // The dashboard counts leads by period and lists the newest.
    index("leads_created_idx").on(table.createdAt),
    // "My leads" and the assignee filter, newest first.
    index("leads_assignee_created_idx").on(table.assignedToId, table.createdAt),
    // The overdue view: follow-ups that are due.
    index("leads_follow_up_idx")
      .on(table.followUpAt)
      .where(sql`follow_up_at is not null`),
    index("leads_duplicate_of_idx")
      .on(table.duplicateOfId)
      .where(sql`duplicate_of_id is not null`),
    index("leads_email_idx")
      .on(sql`lower(email)`)
      .where(sql`email is not null`),
    index("leads_source_idx").on(table.source),
    // The dashboard's "sanctioned / disbursed this month".
    index("leads_sanctioned_on_idx")
      .on(table.sanctionedOn)
      .where(sql`sanctioned_on is not null`),
    index("leads_disbursed_on_idx")
      .on(table.disbursedOn)
      .where(sql`disbursed_on is not null`),
  ],
);

/**
 * The timeline of a lead: what happened to it, who did it and when (created, status changes,
 * notes, assignment, follow-ups, calls and WhatsApp messages logged, exports, erasure). Appended
 * in the same transaction as the change; `data` holds the event's own fields (lead-timeline.ts).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    type: text("type").$type<LeadEventType>().notNull(),
    /** No foreign key: the timeline outlives a staff account. Null: the system (alerts, retention). */
    actorUserId: integer("actor_user_id"),
    /** The actor's display name at the time. */
    actorLabel: text("actor_label"),
    data: jsonb("data")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [index("lead_events_lead_idx").on(table.leadId, table.id)],
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
    /** Shown on this language's pages only; null: on every language's pages, in the page's language when translated. */
    language: text("language").$type<Language>(),
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
    // Optional schedule: shown only from `startsAt` and until `endsAt` (both null: whenever active).
    startsAt: timestamptz("starts_at"),
    endsAt: timestamptz("ends_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [index("popups_active_priority_idx").on(table.isActive, table.priority)],
);

/**
 * Anonymous popup counters, one row per popup per day (IST): no visitor, cookie or address is
 * ever stored, only how often a popup was shown, its action clicked and it was dismissed.
 */
export const popupDailyCounts = pgTable(
  "popup_daily_counts",
  {
    popupId: integer("popup_id")
      .notNull()
      .references(() => popups.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    impressions: integer("impressions").notNull().default(0),
    actionClicks: integer("action_clicks").notNull().default(0),
    dismissals: integer("dismissals").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.popupId, table.day] })],
);

/**
 * Deals: offers of the lenders and brands the business works with, shown on /deals while active
 * and within their dates. The call to action opens the lead form of `serviceSlug` (the lead keeps
 * `dealId`) or, with `ctaKind` "link", goes to `ctaUrl`.
 */
export const deals = pgTable(
  "deals",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    lender: text("lender").notNull(),
    summary: text("summary").notNull().default(""),
    /** Short lines of offer terms ("Rate from 8.35% p.a.", "Processing fee waived"). */
    offerTerms: jsonb("offer_terms").$type<string[]>().notNull().default([]),
    /** The headline rate, when the offer has one (Offer JSON-LD, sorting). */
    rateFromPercent: numeric("rate_from_percent", { precision: 5, scale: 2 }),
    serviceSlug: text("service_slug"),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt").notNull().default(""),
    ctaKind: text("cta_kind").$type<"lead" | "link">().notNull().default("lead"),
    ctaLabel: text("cta_label").notNull().default(""),
    ctaUrl: text("cta_url"),
    validFrom: timestamptz("valid_from"),
    validUntil: timestamptz("valid_until"),
    isActive: boolean("is_active").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [index("deals_active_order_idx").on(table.isActive, table.sortOrder)],
);

/**
 * Files visitors may download from /download (application forms, checklists, brochures). The
 * bytes live in file storage under `storageKey` (made by the server); `downloadCount` counts
 * completed download requests.
 */
export const downloads = pgTable(
  "downloads",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** What kind of file it is for visitors: application form, checklist, brochure, other. */
    category: text("category").notNull().default("other"),
    storageKey: text("storage_key").notNull().unique(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    sha256: text("sha256").notNull(),
    isPublished: boolean("is_published").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    downloadCount: integer("download_count").notNull().default(0),
    lastDownloadedAt: timestamptz("last_downloaded_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [index("downloads_published_order_idx").on(table.isPublished, table.sortOrder)],
);

// ---------------------------------------------------------------------------------------------
// Staff accounts, sessions, tokens and the audit log (see docs/decisions/0012-staff-accounts.md)
// ---------------------------------------------------------------------------------------------

/**
 * Staff accounts. `email` is stored lower-case (unique); `passwordHash` is argon2id and null only
 * while a new account waits for its one-time set-up link. `version` grows with every change, so
 * an edit made from a stale screen is refused (409) instead of overwriting a colleague's.
 */
export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  displayName: text("display_name").notNull(),
  role: text("role").$type<StaffRole>().notNull(),
  passwordHash: text("password_hash"),
  isActive: boolean("is_active").notNull().default(true),
  /** Signed in with a temporary password: must choose a new one before anything else. */
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  lastSignInAt: timestamptz("last_sign_in_at"),
  passwordChangedAt: timestamptz("password_changed_at"),
  /** Base32 TOTP secret; set while setting up (unconfirmed) and after. */
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamptz("totp_enabled_at"),
  /** Time step of the last accepted code: the same code is never accepted twice. */
  totpLastTimeStep: integer("totp_last_time_step"),
  version: integer("version").notNull().default(1),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/**
 * Signed-in browsers. The cookie holds a random 256-bit id; only its SHA-256 is stored, so a
 * copy of this table opens no session. `twoFactorPending` rows are half-way sign-ins that may only
 * answer the code step.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    twoFactorPending: boolean("two_factor_pending").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [
    index("staff_sessions_user_idx").on(table.userId),
    index("staff_sessions_expires_idx").on(table.expiresAt),
  ],
);

/** Bearer tokens for integrations (spec section 6): each acts as its user, with that user's role. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The first characters of the token, shown in lists so staff can tell tokens apart. */
    tokenPrefix: text("token_prefix").notNull(),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastUsedAt: timestamptz("last_used_at"),
    revokedAt: timestamptz("revoked_at"),
  },
  (table) => [index("api_tokens_user_idx").on(table.userId)],
);

/** One-time recovery codes for two-factor sign-in (hashed; a used code has `usedAt`). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

/** One-time links with which a new or reset account chooses its own password. */
export const passwordSetupLinks = pgTable(
  "password_setup_links",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [index("password_setup_links_user_idx").on(table.userId)],
);

/**
 * Browsers that signed in to an account before (a random id in a long-lived cookie, hashed here).
 * A known browser is exempt from the per-address limit on failed sign-ins, so an attack from a
 * shared office address does not lock colleagues out.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (table) => [index("known_devices_user_idx").on(table.userId)],
);

/**
 * Failed sign-ins per account key (a hash of the typed e-mail, whether or not an account has it):
 * five failures lock the key for 15 minutes.
 */
export const loginLockouts = pgTable("login_lockouts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: timestamptz("last_failure_at").notNull(),
  lockedUntil: timestamptz("locked_until"),
});

/**
 * Every staff write and sign-in: who, what, which entity, the changed fields (never passwords,
 * tokens or secrets), from which address, when. Written in the same transaction as the change.
 * No foreign key on the actor: the record outlives any change to the account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    actorUserId: integer("actor_user_id"),
    /** The actor's e-mail at the time (or the typed e-mail of a failed sign-in). */
    actorLabel: text("actor_label"),
    via: text("via").$type<AuditVia>().notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    changes: jsonb("changes").$type<Record<string, unknown>>(),
    ip: text("ip"),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_entity_idx").on(table.entity, table.entityId),
    index("audit_log_actor_idx").on(table.actorUserId, table.createdAt),
    index("audit_log_action_idx").on(table.action, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// The blog (issue 12)
// ---------------------------------------------------------------------------------------------

/**
 * Blog posts. `body` is HTML sanitized on save (and again on render). A scheduled post goes live
 * at `publishAt`; `publishedAt` is when it first went live. `version` grows with every save, so a
 * save begun from an older version is refused (409) instead of overwriting newer words.
 */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    /** The one language a post is written in (issue 27): each language's blog lists its own posts. */
    language: text("language").$type<Language>().notNull().default("en"),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    body: text("body").notNull().default(""),
    coverUrl: text("cover_url"),
    coverAlt: text("cover_alt").notNull().default(""),
    category: text("category").notNull().default(""),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The name shown on the post (kept when the account changes or goes). */
    authorName: text("author_name").notNull().default(""),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    canonicalUrl: text("canonical_url"),
    /** The loan service whose lead form the post's call to action opens. */
    relatedServiceSlug: text("related_service_slug"),
    status: text("status").$type<PostStatus>().notNull().default("draft"),
    publishAt: timestamptz("publish_at"),
    publishedAt: timestamptz("published_at"),
    version: integer("version").notNull().default(1),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("posts_status_published_idx").on(table.status, table.publishedAt),
    index("posts_category_idx").on(table.category),
  ],
);

/** Every saved version of a post (autosaves included), to compare and restore. */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** What was saved: title, excerpt, body and the other editable fields. */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    reason: text("reason").$type<PostRevisionReason>().notNull(),
    savedById: integer("saved_by_id"),
    savedByLabel: text("saved_by_label"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [index("post_revisions_post_idx").on(table.postId, table.createdAt)],
);

/** Slugs a post had before: the old address answers 301 to the post's current one. */
export const postSlugHistory = pgTable("post_slug_history", {
  slug: text("slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => posts.id, { onDelete: "cascade" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

// ---- First-party analytics (docs/decisions/0021-first-party-analytics.md) ----

/**
 * Raw analytics events, kept ANALYTICS_RAW_RETENTION_DAYS (30) days. Without consent a row holds
 * no identifier at all; `visitorHash` is set only for visitors who accepted tracking (a daily
 * salted hash, its salt deleted after the day).
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The IST calendar day of the event. */
    day: date("day", { mode: "string" }).notNull(),
    occurredAt: timestamptz("occurred_at").notNull().defaultNow(),
    /** pageview, service_view, contact_interaction, user_engagement, lead_form_opened, lead_submitted, consent. */
    type: text("type").notNull(),
    path: text("path").notNull(),
    /** Service slug, contact method, lead kind or consent choice, by type. */
    detail: text("detail"),
    /** The first page view of a visit (a document opened from elsewhere). */
    visitStart: boolean("visit_start").notNull().default(false),
    /** The second page view of a visit, in the same document: the visit did not bounce. */
    visitContinued: boolean("visit_continued").notNull().default(false),
    referrerDomain: text("referrer_domain"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").notNull(),
    browser: text("browser").notNull(),
    consented: boolean("consented").notNull().default(false),
    visitorHash: text("visitor_hash"),
  },
  (table) => [index("analytics_events_day_idx").on(table.day)],
);

/** Per IST day and dimension value: the counts the staff screen reads. Kept for good. */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** total, page, entry, referrer, source, utm_source, utm_medium, utm_campaign, device, browser, event, event_detail. */
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull().default(0),
    visits: integer("visits").notNull().default(0),
    bounces: integer("bounces").notNull().default(0),
    /** Distinct daily hashes: visitors who accepted tracking only. */
    visitors: integer("visitors").notNull().default(0),
    events: integer("events").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.key] })],
);

/** One random salt per IST day for the consented visitors' hashes; deleted when the day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

// ---- Media library (docs/decisions/0023-media-library.md) ----

/** One WebP variant of an image, as stored in `media_items.variants` (ascending widths). */
export interface MediaVariantRow {
  width: number;
  height: number;
  storageKey: string;
  byteSize: number;
}

/**
 * Images and PDFs uploaded to the media library. `storageKey` is the original (metadata
 * stripped); images also have WebP `variants` and a tiny blurred `placeholder` (a data: URI).
 * `focalX`/`focalY` (0..1) say which point crops keep. `version` grows with every change (409 on
 * a stale edit).
 */
export const mediaItems = pgTable(
  "media_items",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"image" | "document">().notNull(),
    mimeType: text("mime_type").notNull(),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    byteSize: integer("byte_size").notNull(),
    sha256: text("sha256").notNull(),
    width: integer("width"),
    height: integer("height"),
    alt: text("alt").notNull().default(""),
    title: text("title").notNull().default(""),
    focalX: real("focal_x").notNull().default(0.5),
    focalY: real("focal_y").notNull().default(0.5),
    placeholder: text("placeholder"),
    variants: jsonb("variants").$type<MediaVariantRow[]>().notNull().default([]),
    uploadedById: integer("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    uploadedByLabel: text("uploaded_by_label"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("media_items_created_idx").on(table.createdAt), index("media_items_kind_idx").on(table.kind)],
);

// ---- Staff-kept public content (issue 26, docs/decisions/0037-staff-kept-content.md) ----

/**
 * Every saved version of a piece of staff-kept content (a loan service, a scheme, a page's texts):
 * `snapshot` is what the editor saved, whole, so "Restore" can bring it back as a new version.
 * `entityId` is the row's id, or the page key for page texts.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").$type<ContentKind>().notNull(),
    entityId: text("entity_id").notNull(),
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    reason: text("reason").$type<ContentRevisionReason>().notNull(),
    savedById: integer("saved_by_id"),
    savedByLabel: text("saved_by_label"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [index("content_revisions_entity_idx").on(table.kind, table.entityId, table.createdAt)],
);

/** Addresses content had before: an old slug answers 301 to the entry's current address. */
export const contentSlugHistory = pgTable(
  "content_slug_history",
  {
    kind: text("kind").$type<ContentKind>().notNull(),
    slug: text("slug").notNull(),
    entityId: integer("entity_id").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.slug] })],
);

/**
 * What a lender offers for one loan service, as staff last checked it (`asOf`, an IST day). The
 * lender is named as in the disclosures' lender list (one list of lenders). Rates are % a year.
 */
export const lenderOffers = pgTable(
  "lender_offers",
  {
    id: serial("id").primaryKey(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => loanServices.id, { onDelete: "cascade" }),
    lenderName: text("lender_name").notNull(),
    rateFrom: numeric("rate_from", { precision: 5, scale: 2, mode: "number" }).notNull(),
    rateTo: numeric("rate_to", { precision: 5, scale: 2, mode: "number" }).notNull(),
    rateType: text("rate_type").$type<RateType>().notNull().default("floating"),
    /** As the lender states it, e.g. "0.5% of the loan + GST" (a text: lenders word it their way). */
    processingFee: text("processing_fee").notNull().default(""),
    /** Rupees; null when the lender states no maximum. */
    maxAmount: bigint("max_amount", { mode: "number" }),
    maxTenureMonths: integer("max_tenure_months"),
    asOf: date("as_of", { mode: "string" }).notNull(),
    /** The lender's own page or its Key Fact Statement (https). */
    linkUrl: text("link_url"),
    /** A short note visitors read, e.g. "For salaried applicants with a CIBIL score of 750+". */
    notes: text("notes").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [index("lender_offers_service_idx").on(table.serviceId)],
);

/** Government schemes of /govt-schemes and /govt-schemes/{slug}, national and Kerala. */
export const govtSchemes = pgTable(
  "govt_schemes",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    schemeGroup: text("scheme_group").$type<SchemeGroup>().notNull(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    /** One or two sentences: the scheme's page description and its card on /govt-schemes. */
    summary: text("summary").notNull().default(""),
    runBy: text("run_by").notNull(),
    whoFor: jsonb("who_for")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    offers: jsonb("offers")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    howWeHelp: text("how_we_help").notNull(),
    portalLabel: text("portal_label").notNull(),
    portalUrl: text("portal_url").notNull(),
    /** The loan service whose lead form the scheme's page offers; gone with the service. */
    relatedServiceId: integer("related_service_id").references(() => loanServices.id, { onDelete: "set null" }),
    faqs: jsonb("faqs")
      .$type<Faq[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    version: integer("version").notNull().default(1),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [index("govt_schemes_order_idx").on(table.schemeGroup, table.sortOrder)],
);

/**
 * The texts of one public page that staff keep (the home hero, the about page's sections, the
 * landing pages' intros), as one document per page validated by server/content/page-texts.
 * A page without a row shows the seed's texts.
 */
export const pageTexts = pgTable("page_texts", {
  key: text("key").$type<PageTextKey>().primaryKey(),
  content: jsonb("content").$type<Record<string, unknown>>().notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Malayalam and Hindi (issue 27, ADR 0038)
// ---------------------------------------------------------------------------------------------

/**
 * One entry's texts in one language: the translated values of its kind's text fields as one JSON
 * document, and per field a fingerprint of the English it was translated from, so a field whose
 * English changed since is flagged. No row is "missing"; a draft is for staff only. The entry's
 * own service deletes its rows with it (entry_id names entries of several tables).
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    kind: text("kind").$type<TranslationKind>().notNull(),
    entryId: text("entry_id").notNull(),
    language: text("language").$type<Exclude<Language, "en">>().notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    sourceFingerprints: jsonb("source_fingerprints").$type<Record<string, string>>().notNull(),
    state: text("state").$type<TranslationState>().notNull().default("draft"),
    review: text("review").$type<TranslationReviewState>().notNull().default("to-review"),
    /** Grows with every save: a save from a stale screen answers 409. */
    version: integer("version").notNull().default(1),
    updatedById: integer("updated_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.entryId, table.language] }),
    index("content_translations_language_idx").on(table.language, table.kind, table.state),
  ],
);

// ---------------------------------------------------------------------------------------------
// Scheduled backups (issue 28)
// ---------------------------------------------------------------------------------------------

/**
 * Every backup the server made or tried: the daily one of its IST date (`slot`, unique, so one
 * instance alone claims it however many run) and those an owner started by hand (no slot). A run
 * is alive while its instance beats `heartbeat_at`; one whose instance died may be taken over.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial("id").primaryKey(),
    /** The IST date of a scheduled run; null for "Back up now". */
    slot: date("slot", { mode: "string" }).unique(),
    trigger: text("trigger").$type<BackupTrigger>().notNull(),
    /** The server process that runs it (a random id per start). */
    instance: text("instance").notNull(),
    status: text("status").$type<BackupRunStatus>().notNull().default("running"),
    startedAt: timestamptz("started_at").notNull().defaultNow(),
    /** Moved on every minute while the run goes on: a run whose beat stopped is dead. */
    heartbeatAt: timestamptz("heartbeat_at").notNull().defaultNow(),
    finishedAt: timestamptz("finished_at"),
    destination: text("destination").$type<BackupDestination>().notNull(),
    fileName: text("file_name"),
    /** The file's size (compressed, encrypted when a passphrase is set). */
    bytes: bigint("bytes", { mode: "number" }),
    /** Why it failed, in words for the owner (never personal data). */
    errorMessage: text("error_message"),
    /** When keeping only the newest N removed its file. */
    removedAt: timestamptz("removed_at"),
  },
  (table) => [index("backup_runs_started_idx").on(table.startedAt)],
);

/**
 * The owners' e-mails about backups, one per problem: a failure, or no backup for 36 hours, since
 * the newest successful run (`after_run_id`, 0 before the first). The key makes it once only.
 */
export const backupWarnings = pgTable(
  "backup_warnings",
  {
    problem: text("problem").$type<BackupProblem>().notNull(),
    afterRunId: integer("after_run_id").notNull(),
    sentAt: timestamptz("sent_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.problem, table.afterRunId] })],
);

// ---- Borrowers' documents (issue 29; docs/decisions/0041-borrower-document-storage.md) ----

/**
 * What a lead's checklist asks the borrower for: filled from the loan service's documents list,
 * then kept per lead by staff. `label` is what staff read; `borrower_label` what the borrower
 * reads, in the lead's language when the service's list was translated.
 */
export const leadDocumentItems = pgTable(
  "lead_document_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind").$type<DocumentItemKind>().notNull(),
    label: text("label").notNull(),
    borrowerLabel: text("borrower_label").notNull(),
    required: boolean("required").notNull().default(true),
    status: text("status").$type<DocumentItemStatus>().notNull().default("requested"),
    rejectReason: text("reject_reason").$type<DocumentRejectReason>(),
    rejectNote: text("reject_note"),
    /** Staff confirmed that an Aadhaar copy hides the first eight digits (recorded with the acceptance). */
    maskedConfirmed: boolean("masked_confirmed").notNull().default(false),
    reviewedById: integer("reviewed_by_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    reviewedAt: timestamptz("reviewed_at"),
    version: integer("version").notNull().default(1),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [index("lead_document_items_lead_idx").on(table.leadId, table.position)],
);

/**
 * A stored page of a checklist item: encrypted in the file store under `storage_key` with its own
 * key, which is kept here sealed by the server's data key (envelope encryption).
 */
export const leadDocumentFiles = pgTable(
  "lead_document_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => leadDocumentItems.id, { onDelete: "cascade" }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    sealedKey: text("sealed_key").notNull(),
    /** The name the borrower's file had, cleaned (for staff and the zip). */
    fileName: text("file_name").notNull(),
    mediaType: text("media_type").notNull(),
    /** The stored file's size before encryption. */
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** SHA-256 of the bytes the borrower sent: the same file sent twice is refused. */
    sourceSha256: text("source_sha256").notNull(),
    /** Null: the borrower, through the link. */
    uploadedById: integer("uploaded_by_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    uploadedAt: timestamptz("uploaded_at").notNull().defaultNow(),
  },
  (table) => [
    index("lead_document_files_item_idx").on(table.itemId, table.uploadedAt),
    index("lead_document_files_lead_idx").on(table.leadId),
  ],
);

/**
 * The private links staff send a borrower. Only the token's SHA-256 is kept; a new link revokes
 * the lead's earlier ones. Five wrong tries of the mobile's last four digits lock it.
 */
export const leadDocumentLinks = pgTable(
  "lead_document_links",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** The language of the address sent (the lead's). */
    language: text("language").$type<Language>().notNull(),
    createdById: integer("created_by_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdByLabel: text("created_by_label"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    failedTries: integer("failed_tries").notNull().default(0),
    lockedAt: timestamptz("locked_at"),
    lastOpenedAt: timestamptz("last_opened_at"),
    /** When the timeline was told the link expired (once). */
    expiryRecordedAt: timestamptz("expiry_recorded_at"),
  },
  (table) => [index("lead_document_links_lead_idx").on(table.leadId, table.createdAt)],
);

/** A borrower who typed the right digits: a random id in a cookie, only its SHA-256 here. */
export const leadDocumentSessions = pgTable(
  "lead_document_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    linkId: integer("link_id")
      .notNull()
      .references(() => leadDocumentLinks.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (table) => [index("lead_document_sessions_link_idx").on(table.linkId)],
);

/**
 * An upload under way, sent in pieces so that a dropped mobile connection resumes where it
 * stopped. Each piece is stored encrypted in the file store (area `document-uploads`) until the
 * last one arrives; then the file is checked, stored as a document and the pieces go. In the
 * database and the file store, not on one instance's disk, so the pieces may reach any instance.
 */
export const leadDocumentUploads = pgTable(
  "lead_document_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: integer("link_id")
      .notNull()
      .references(() => leadDocumentLinks.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => leadDocumentItems.id, { onDelete: "cascade" }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    receivedBytes: bigint("received_bytes", { mode: "number" }).notNull().default(0),
    /** The pieces stored so far, in order, each under its own key and with its own sealed file key. */
    pieces: jsonb("pieces")
      .$type<{ key: string; sealedKey: string; bytes: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The document the upload became: a repeated last piece (its answer lost on the way) is answered again. */
    fileId: uuid("file_id"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [index("lead_document_uploads_updated_idx").on(table.updatedAt)],
);
