import { expect } from "vitest";
import { rowKey, type Row, type TableRows } from "./table-rows";

/**
 * What each migration (server/db/migrations, by its journal tag) does to the rows a database
 * already holds, written out so a test can say what every row must look like after an upgrade.
 * A migration missing here fails the upgrade test: whoever adds one says what it does to data.
 *
 * Three migrations change values that were there: 0005 renames two pipeline statuses (and dates
 * the first contact of leads past "new"), 0011 moves the lead alert recipients from the site
 * settings to the lead settings, and 0012 replaces the demo Blog link and DROPS the free-text
 * opening hours (on purpose: the public pages say the lead settings' working hours instead). The
 * others add tables, a function, or columns with a default.
 */
export interface MigrationEffect {
  /** In words, for whoever reads a failure. */
  does: string;
  apply(rows: TableRows): void;
}

/** A timestamp a migration sets to now(): any value. */
const setToNow = () => expect.any(String);

function createTables(rows: TableRows, tables: string[]): void {
  for (const table of tables) {
    if (rows[table]) throw new Error(`Table ${table} existed before the migration that creates it`);
    rows[table] = {};
  }
}

function rowsOf(rows: TableRows, table: string): Row[] {
  const found = rows[table];
  if (!found) throw new Error(`Table ${table} does not exist when a migration changes it`);
  return Object.values(found);
}

/** ADD COLUMN: every existing row gets the column's default (or what a generated column computes). */
function addColumns(rows: TableRows, table: string, values: Record<string, unknown | ((row: Row) => unknown)>): void {
  for (const row of rowsOf(rows, table)) {
    for (const [column, value] of Object.entries(values)) {
      if (column in row) throw new Error(`Column ${table}.${column} existed before the migration that adds it`);
      row[column] = typeof value === "function" ? (value as (row: Row) => unknown)(row) : value;
    }
  }
}

/** leads.source as 0005's generated column computes it: UTM source, else the referrer's host, else direct. */
function leadSource(row: Row): string {
  const utm = typeof row.utm_source === "string" ? row.utm_source.trim().toLowerCase() : "";
  if (utm) return utm;
  const referrer = typeof row.referrer === "string" ? row.referrer : "";
  const host = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/:?#@]+)/
    .exec(referrer)?.[1]
    ?.toLowerCase()
    .replace(/^www[.]/, "");
  return host || "direct";
}

/** The columns 0005 adds to leads (source aside: computed), as it leaves them on existing leads. */
export const WORKBENCH_COLUMNS_ADDED = {
  assigned_to_id: null,
  follow_up_at: null,
  first_contacted_at: null,
  status_changed_at: null,
  lender_name: null,
  lender_application_id: null,
  submitted_on: null,
  sanctioned_amount: null,
  sanctioned_on: null,
  disbursed_amount: null,
  disbursed_on: null,
  exit_reason: null,
  commission_expected: null,
  commission_received: null,
  erased_at: null,
  enrichment_token_hash: null,
  enrichment_expires_at: null,
  version: 1,
};

const SITE = rowKey(["site"]);
const LEAD_SETTINGS = rowKey(["leads"]);
/** The demo address of the Blog link that migration 0012 replaces with the site's own /blog. */
export const DEMO_BLOG_URL = "https://blog.keralam-finserv.example.com";

export const migrationEffects: Record<string, MigrationEffect> = {
  "0000_init": {
    does: "creates loan_services and site_settings",
    apply: (rows) => createTables(rows, ["loan_services", "site_settings"]),
  },
  "0001_leads": {
    does: "creates leads, notification_outbox and rate_limits",
    apply: (rows) => createTables(rows, ["leads", "notification_outbox", "rate_limits"]),
  },
  "0002_popups": { does: "creates popups", apply: (rows) => createTables(rows, ["popups"]) },
  "0003_loan_service_enquiry_fields": {
    does: "adds loan_services.enquiry_fields, {} (every default) on existing services",
    apply: (rows) => addColumns(rows, "loan_services", { enquiry_fields: {} }),
  },
  "0004_staff_accounts": {
    does: "creates the staff tables (users, sessions, tokens, recovery codes, set-up links, devices, lockouts, audit log)",
    apply: (rows) =>
      createTables(rows, [
        "api_tokens",
        "audit_log",
        "known_devices",
        "login_lockouts",
        "password_setup_links",
        "recovery_codes",
        "staff_sessions",
        "users",
      ]),
  },
  "0005_lead_workbench": {
    does:
      "creates lead_events; adds the workbench columns to leads (empty, version 1, source computed); renames " +
      "the statuses sent_to_lender → submitted_to_lender and rejected → rejected_by_lender; a lead past 'new' " +
      "gets its updated_at as first contact and status change",
    apply(rows) {
      createTables(rows, ["lead_events"]);
      addColumns(rows, "leads", { source: leadSource, ...WORKBENCH_COLUMNS_ADDED });
      const renamed: Record<string, string> = { sent_to_lender: "submitted_to_lender", rejected: "rejected_by_lender" };
      for (const lead of rowsOf(rows, "leads")) {
        lead.status = renamed[lead.status as string] ?? lead.status;
        if (lead.status !== "new") {
          lead.status_changed_at = lead.updated_at;
          lead.first_contacted_at = lead.updated_at;
        }
      }
    },
  },
  "0006_site_content": {
    does: "creates deals, downloads and popup_daily_counts; adds leads.deal_id/deal_title and popups.starts_at/ends_at, empty",
    apply(rows) {
      createTables(rows, ["deals", "downloads", "popup_daily_counts"]);
      addColumns(rows, "leads", { deal_id: null, deal_title: null });
      addColumns(rows, "popups", { starts_at: null, ends_at: null });
    },
  },
  "0007_blog": {
    does: "creates posts, post_revisions and post_slug_history",
    apply: (rows) => createTables(rows, ["posts", "post_revisions", "post_slug_history"]),
  },
  "0008_analytics": {
    does: "creates analytics_daily, analytics_events and analytics_salts",
    apply: (rows) => createTables(rows, ["analytics_daily", "analytics_events", "analytics_salts"]),
  },
  "0009_media": { does: "creates media_items", apply: (rows) => createTables(rows, ["media_items"]) },
  "0010_lead_original": { does: "creates the function lead_original: no rows change", apply: () => undefined },
  "0011_lead_alert_recipients_to_lead_settings": {
    does:
      "moves a non-empty site.leadAlertRecipients into the 'leads' settings document (made when staff never " +
      "saved lead settings, merged into it otherwise) and removes the key from the site document",
    apply(rows) {
      const settings = rows.site_settings!;
      const site = settings[SITE];
      const recipients = (site?.value as Row | undefined)?.leadAlertRecipients;
      if (Array.isArray(recipients) && recipients.length > 0) {
        const saved = settings[LEAD_SETTINGS];
        settings[LEAD_SETTINGS] = {
          key: "leads",
          value: { ...((saved?.value as Row | undefined) ?? {}), leadAlertRecipients: recipients },
          updated_at: setToNow(),
        };
      }
      if (site && "leadAlertRecipients" in (site.value as Row)) {
        const { leadAlertRecipients: _moved, ...rest } = site.value as Row;
        site.value = rest;
        site.updated_at = setToNow();
      }
    },
  },
  "0012_site_settings_blog_path_and_hours": {
    does:
      "turns the demo Blog link into /blog (a link staff typed stays) and DROPS site.businessHours, the " +
      "free-text opening hours, whatever they said: the pages show the lead settings' working hours now",
    apply(rows) {
      const site = rows.site_settings![SITE];
      if (!site) return;
      const value = { ...(site.value as Row) };
      let changed = false;
      if (value.blogUrl === DEMO_BLOG_URL) {
        value.blogUrl = "/blog";
        changed = true;
      }
      if ("businessHours" in value) {
        delete value.businessHours;
        changed = true;
      }
      if (changed) Object.assign(site, { value, updated_at: setToNow() });
    },
  },
  "0013_staff_kept_content": {
    does:
      "creates content_revisions, content_slug_history, govt_schemes, lender_offers and page_texts; adds " +
      "loan_services.version, 1",
    apply(rows) {
      createTables(rows, ["content_revisions", "content_slug_history", "govt_schemes", "lender_offers", "page_texts"]);
      addColumns(rows, "loan_services", { version: 1 });
    },
  },
  "0014_site_in_three_languages": {
    does: "creates content_translations; adds popups.language (null: every language) and posts.language ('en')",
    apply(rows) {
      createTables(rows, ["content_translations"]);
      addColumns(rows, "popups", { language: null });
      addColumns(rows, "posts", { language: "en" });
    },
  },
  "0015_scheduled_backups": {
    does: "creates backup_runs and backup_warnings",
    apply: (rows) => createTables(rows, ["backup_runs", "backup_warnings"]),
  },
  "0016_borrower_documents": {
    does:
      "creates lead_document_items, lead_document_files, lead_document_links, lead_document_sessions and " +
      "lead_document_uploads; adds leads.documents_state ('none')",
    apply(rows) {
      createTables(rows, [
        "lead_document_items",
        "lead_document_files",
        "lead_document_links",
        "lead_document_sessions",
        "lead_document_uploads",
      ]);
      addColumns(rows, "leads", { documents_state: "none" });
    },
  },
};
