import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { createAnalyticsService } from "./analytics/analytics.server";
import { createAuditService } from "./audit/audit.server";
import { createAuthService } from "./auth/auth.server";
import { createAccountService } from "./auth/own-account.server";
import { createApiTokenManager } from "./auth/api-token-manager.server";
import { createSecurityPolicyManager } from "./auth/security-policy-manager.server";
import { BLOG_TOPIC, createPostService } from "./blog/post.server";
import { createPostManager } from "./blog/post-manager.server";
import { createPostRevisions } from "./blog/post-revisions.server";
import { createPostSchedule } from "./blog/post-schedule.server";
import { createStaffCookies } from "./auth/cookies.server";
import type { AppConfig } from "./config.server";
import { createDashboardService } from "./dashboard/dashboard.server";
import { createDealService, DEALS_TOPIC, dealTranslations } from "./deals/deal.server";
import type { ContentChangeListener } from "./content-change";
import { createContentSchedule } from "./content-schedule.server";
import type { DatabaseHandle } from "./db/client.server";
import { createLogger } from "./logger.server";
import { createLeadService } from "./leads/lead.server";
import { createLeadWorkbench } from "./leads/lead-workbench.server";
import { createLeadSettingsService } from "./leads/lead-settings.server";
import { createLeadExportService } from "./leads/lead-export.server";
import { createLeadPrivacyService } from "./leads/lead-privacy.server";
import { createLoanServiceManager } from "./loan-services/loan-service-manager.server";
import { createLoanServiceService } from "./loan-services/loan-service.server";
import { createLenderOfferService } from "./loan-services/lender-offers.server";
import { createOfferFreshnessService } from "./loan-services/lender-offer-freshness.server";
import { createPageTextService, pageTextTranslations } from "./content/page-texts.server";
import { createTranslationService } from "./content/translations.server";
import { lenderOfferTranslations, loanServiceTranslations } from "./loan-services/loan-service-translations.server";
import { schemeTranslations } from "./schemes/scheme-translations.server";
import { createPopupService } from "./popups/popup.server";
import { popupTranslations } from "./popups/popup-translations.server";
import { createSchemeService } from "./schemes/scheme.server";
import { createSchemeManager } from "./schemes/scheme-manager.server";
import { createPopupManager } from "./popups/popup-manager.server";
import { createDisclosuresService, disclosuresTranslations } from "./settings/disclosures.server";
import { createDownloadService } from "./downloads/download.server";
import { nextIstYearStart } from "./formats/ist";
import { createLocalFileStorage, filesDirOf } from "./files/file-storage.server";
import { createS3FileStorage, s3OptionsOf } from "./files/s3-file-storage.server";
import { createDeletionFence } from "./backup/deletion-fence.server";
import { backupStoreOf } from "./backup/backup-destination.server";
import { createScheduledBackups } from "./backup/scheduled-backups.server";
import { createMediaService } from "./media/media.server";
import { createSettingsService } from "./settings/settings.server";
import { createUserService } from "./users/user.server";
import { createLeadArrivals } from "./leads/lead-arrivals.server";
import type { LeadArrival } from "./leads/lead-arrival";
import { createMailServerSettings } from "./notifications/mail-server-settings.server";
import { createSecretBox, loadDataKeys } from "./shared/secret-box.server";
import { createBorrowerDocumentService } from "./documents/borrower-documents.server";
import { createDocumentCipher } from "./documents/document-cipher.server";
import { createLeadDocumentFiles } from "./documents/document-files.server";
import { createDocumentLinks } from "./documents/document-links.server";
import { createDocumentRetention, eraseDocumentsWithin } from "./documents/document-retention.server";
import { createDocumentStore } from "./documents/document-store.server";
import { createLeadDocumentService } from "./documents/lead-documents.server";
import { pageTextSeed } from "./seed/page-texts.seed";

/** PostgreSQL channel on which instances sharing a database announce content changes. */
export const CONTENT_CHANGE_CHANNEL = "dsa_content_change";

/** Domain services shared by the API handlers and the React Router loaders. */
export function createAppServices(
  database: DatabaseHandle,
  config: AppConfig,
  logger: Logger = createLogger(config.LOG_LEVEL),
) {
  const instanceId = randomUUID();
  const listeners = new Set<ContentChangeListener>();
  const tellListeners = (topic: string) => {
    for (const listener of listeners) listener(topic);
  };
  // A change made here: act on it here at once, then tell the other instances.
  const onContentChange: ContentChangeListener = (topic) => {
    tellListeners(topic);
    database.notify(CONTENT_CHANGE_CHANNEL, JSON.stringify({ topic, from: instanceId })).catch((error: unknown) => {
      // The write itself succeeded; other instances may serve stale pages until their next change.
      logger.error({ err: error, topic }, "could not announce a content change to other instances");
    });
  };
  // Content that starts or ends at a set time: each instance drops its own cached pages then.
  const contentSchedule = createContentSchedule({ onBoundary: tellListeners, logger });
  listeners.add(() => contentSchedule.refresh());
  const leadCommittedListeners = new Set<() => void>();
  const loanServices = createLoanServiceService({ db: database.db, onChange: onContentChange });
  const lenderOffers = createLenderOfferService({ db: database.db, onChange: onContentChange });
  // An offer older than "hide after" leaves the loan pages at the IST midnight it turns so.
  contentSchedule.register("lender-offers", (moment) => lenderOffers.nextBoundaryAfter(moment));
  const popups = createPopupService({ db: database.db, onChange: onContentChange });
  const popupManager = createPopupManager({ db: database.db, onChange: onContentChange });
  contentSchedule.register("popups", popupManager.nextBoundary);
  const settings = createSettingsService({ db: database.db, onChange: onContentChange });
  // The home, about and landing pages' texts: the seed's until staff save them on the Pages screen.
  const pageTexts = createPageTextService({ db: database.db, seed: pageTextSeed, onChange: onContentChange });
  const translations = createTranslationService({
    db: database.db,
    // Every kind of content with Malayalam and Hindi versions, each defined beside its own service.
    kinds: [
      pageTextTranslations(pageTexts),
      loanServiceTranslations(database.db),
      lenderOfferTranslations(database.db),
      schemeTranslations(database.db),
      dealTranslations(database.db),
      popupTranslations(database.db),
      disclosuresTranslations(database.db),
    ],
    onChange: onContentChange,
  });
  // Stored secrets (the mail server's password) are sealed with DATA_ENCRYPTION_KEY, or the key
  // made into DATA_DIR without it (server/shared/secret-box.server.ts).
  const dataKeys = loadDataKeys({
    key: config.DATA_ENCRYPTION_KEY,
    previous: config.DATA_ENCRYPTION_KEY_PREVIOUS,
    dataDir: config.DATA_DIR,
    sharedDatabase: Boolean(config.DATABASE_URL),
    warn: (message) => logger.warn(message),
  });
  const secretBox = createSecretBox(dataKeys.current, dataKeys.previous);
  /** The mail server in force (SMTP_URL, else the one saved on the Mail server screen) and who gets the alerts. */
  const mailServer = createMailServerSettings({
    db: database.db,
    environment: { smtpUrl: config.SMTP_URL, notifyEmail: config.LEAD_NOTIFY_EMAIL },
    secretBox,
    leadRecipients: async () => (await settings.getLeads()).leadAlertRecipients,
    businessName: async () => (await settings.getSite()).businessName,
    onChange: onContentChange,
  });
  // Government schemes: visitors' pages read them from a per-instance copy; staff write them.
  const schemes = createSchemeService({ db: database.db });
  // Read by every lead and loan page and every outbox pass, changed rarely: kept per instance
  // until any content change (this instance's, or another's through NOTIFY). Schemes too: any
  // topic, since a scheme's page names its loan service ("loan-services" changes it).
  listeners.add(() => {
    loanServices.clearCache();
    schemes.clearCache();
    lenderOffers.clearCache();
    settings.clearCache();
    mailServer.clearCache();
    pageTexts.clearCache();
    translations.clearCache();
  });
  // New leads as the open staff tabs hear of them (Server-Sent Events), on every instance.
  const leadArrivals = createLeadArrivals({ db: database.db, database, instanceId, logger });
  const disclosures = createDisclosuresService({ db: database.db, onChange: onContentChange });
  const deals = createDealService({ db: database.db, onChange: onContentChange });
  contentSchedule.register(DEALS_TOPIC, (moment) => deals.nextBoundaryAfter(moment));
  // The footer's copyright runs to this year (IST): pages cached in the old year go when it turns.
  contentSchedule.register("calendar-year", async (moment) => nextIstYearStart(moment));
  const audit = createAuditService({ db: database.db });
  // An S3-compatible bucket when S3_BUCKET is set (several instances), else DATA_DIR/files.
  const s3 = s3OptionsOf(config);
  const fileStore = s3 ? createS3FileStorage(s3) : createLocalFileStorage(filesDirOf(config.DATA_DIR));
  // While a backup copies the files, deletions wait (server/backup/deletion-fence.server.ts).
  const deletionFence = createDeletionFence(database, logger);
  const files = deletionFence.guard(fileStore);
  const media = createMediaService({ db: database.db, files, onChange: onContentChange, logger });
  listeners.add(() => media.clearCache());
  const blog = createPostService({ db: database.db, enhanceBody: (html) => media.enhanceHtml(html) });
  const postSchedule = createPostSchedule({ db: database.db, onChange: onContentChange });
  // Scheduled posts: every instance clears its pages when one's time comes, and puts it live
  // (publishDue flips each post once, whichever instance runs it first).
  contentSchedule.register(BLOG_TOPIC, (after) => postSchedule.nextPublishAt(after));
  listeners.add((topic) => {
    if (topic !== BLOG_TOPIC && topic !== "*") return;
    postSchedule
      .publishDue()
      .catch((error: unknown) => logger.error({ err: error }, "could not put scheduled posts live"));
  });
  // Borrowers' documents (issue 29): encrypted in the file store, each file with its own key
  // sealed by the data key (ADR 0041).
  const siteUrl = config.PUBLIC_URL ?? null;
  const documentStore = createDocumentStore({
    files,
    cipher: createDocumentCipher(secretBox),
    keyId: secretBox.keyId,
    logger,
  });
  const documentLinks = createDocumentLinks({ db: database.db, settings, translations, siteUrl });
  const alertsEnabled = async () => (await mailServer.alerts()).enabled;
  const backupSources = { database, files: fileStore, fence: deletionFence };
  // The server's own daily backups (started by start.server.ts), "Back up now" and the download.
  const backups = createScheduledBackups({
    db: database.db,
    sources: backupSources,
    store: backupStoreOf(config),
    passphrase: config.BACKUP_PASSPHRASE,
    instanceId,
    singleInstance: database.kind === "pglite",
    logger,
    warnings: {
      enabled: () => mailServer.hasServer(),
      businessName: async () => (await settings.getSite()).businessName,
      siteUrl: config.PUBLIC_URL ?? null,
      onQueued: () => {
        for (const listener of leadCommittedListeners) listener();
      },
    },
  });
  return {
    config,
    database,
    /** The server's logger (server/logger.server.ts), for code that has the services but no logger of its own. */
    logger,
    loanServices,
    /** The staff side of the loan services: list with figures, edit (version-checked), order, revisions. */
    loanServiceManager: createLoanServiceManager({ db: database.db, onChange: onContentChange }),
    /** Lenders' offers on the loan pages: staff keep them per service; the pages read the current ones. */
    lenderOffers,
    /** How long lenders' rates stay current: flagged on the dashboard, then hidden from visitors. */
    offerFreshness: createOfferFreshnessService({ db: database.db, onChange: onContentChange }),
    popups,
    /** The popup manager: staff list, edit, duplicate, delete popups; visitors' anonymous counts. */
    popupManager,
    settings,
    /** The texts staff keep of the home, about and landing pages (the Pages screen). */
    pageTexts,
    /** Malayalam and Hindi versions of the content staff keep: what pages show, the translation editor. */
    translations,
    mailServer,
    leadArrivals,
    /** The RBI / DSA disclosures: lenders, grievance officer, escalation, charges. */
    disclosures,
    /** Uploaded files (downloads, the media library): ${DATA_DIR}/files, or the S3 bucket. */
    files,
    /** What a backup reads: the file store itself, and the fence that holds deletions back meanwhile. */
    backupSources,
    /** The server's own backups: the owner's schedule, the runs, "Back up now", the newest to download. */
    backups,
    /** The media library: uploads, variants, alt text and focal points, where files are used. */
    media,
    /** Files for visitors at /download: upload, order, publish, counted downloads. */
    downloads: createDownloadService({ db: database.db, files, onChange: onContentChange, logger }),
    /** Government schemes as visitors see them: /govt-schemes, each scheme's page, the sitemap. */
    schemes,
    /** The staff's schemes: list, edit (version-checked), order, switch, revisions (/api/admin/schemes). */
    schemeManager: createSchemeManager({ db: database.db, onChange: onContentChange }),
    /** Deals: /deals, GET /api/deals and /api/admin/deals. */
    deals,
    /** The blog as visitors see it: live posts, one post, the staff preview, the feed and sitemap. */
    blog,
    /** The staff's posts: list, edit (version-checked), delete, and the demo posts of a new site. */
    postManager: createPostManager({
      db: database.db,
      onChange: onContentChange,
      loanServiceExists: async (slug) => (await loanServices.getActiveBySlug(slug)) !== null,
      imageFileNames: (urls, tx) => media.fileNames(urls, tx),
    }),
    /** A post's saved versions: the editor's history, restoring one, thinning old ones. */
    postRevisions: createPostRevisions({ db: database.db, onChange: onContentChange }),
    /** Scheduled posts going live at their time. */
    postSchedule,
    /** Scheduled content (deals, popups with dates): clears cached pages when a start or end passes. */
    contentSchedule,
    /** Staff sign-in and sign-out, and the principal of a session cookie or an API token. */
    auth: createAuthService({ db: database.db }),
    /** One's own account: password, profile, sessions, two-factor sign-in. */
    account: createAccountService({
      db: database.db,
      issuerName: async () => (await settings.getSite()).businessName,
    }),
    /** API tokens: list, create (acting as an account), revoke. */
    apiTokens: createApiTokenManager({ db: database.db }),
    /** The owner's sign-in rules for all staff (two-factor required or not). */
    securityPolicy: createSecurityPolicyManager({ db: database.db }),
    /** The staff cookies, Secure when the site is served over HTTPS. */
    staffCookies: createStaffCookies(config.PUBLIC_URL?.startsWith("https://") ?? false),
    users: createUserService({ db: database.db }),
    audit,
    dashboard: createDashboardService({
      db: database.db,
      alerts: () => mailServer.alerts(),
      workingHours: async () => (await settings.getLeads()).workingHours,
      staleOffers: () => lenderOffers.staleOffers(),
      backups: () => backups.health(),
    }),
    /** The staff workbench: list, detail, pipeline, assignment, notes, bulk (issue 10). */
    leadWorkbench: createLeadWorkbench({ db: database.db, settings, translations }),
    /** How leads are worked (assignment, WhatsApp template, hours, retention, alert recipients). */
    leadSettings: createLeadSettingsService({
      settings,
      notices: {
        enabled: () => mailServer.hasServer(),
        siteUrl: config.PUBLIC_URL ?? null,
        onQueued: () => {
          for (const listener of leadCommittedListeners) listener();
        },
      },
    }),
    leads: createLeadService({
      db: database.db,
      loanServices,
      alertsEnabled,
      settings,
      onLeadCommitted: (arrival: LeadArrival) => {
        for (const listener of leadCommittedListeners) listener();
        leadArrivals.announce(arrival);
      },
    }),
    /** The leads' CSV export (streamed, audited). */
    leadExport: createLeadExportService({ db: database.db }),
    /** DPDP rights: a person's leads, erasure on request, and the retention job. */
    leadPrivacy: createLeadPrivacyService({
      db: database.db,
      settings,
      documents: { eraseWithin: eraseDocumentsWithin, deleteStored: (keys) => documentStore.deleteAll(keys) },
    }),
    /** A lead's documents in the staff area: the checklist, reviews, the files and the zip. */
    leadDocuments: createLeadDocumentService({ db: database.db, store: documentStore, translations, siteUrl }),
    /** Staff reading a lead's stored documents: one at a time, or all as a zip (audited). */
    leadDocumentFiles: createLeadDocumentFiles({ db: database.db, store: documentStore, logger }),
    /** The private links staff send borrowers, the digits check and the borrower's session. */
    documentLinks,
    /** The borrower's page and its uploads in pieces. */
    borrowerDocuments: createBorrowerDocumentService({
      db: database.db,
      links: documentLinks,
      store: documentStore,
      settings,
      siteUrl,
      logger,
    }),
    /** Documents deleted after the retention days, and stored files no row names. */
    documentRetention: createDocumentRetention({ db: database.db, store: documentStore, files, settings, logger }),
    /** First-party analytics: ingestion, daily roll-up, report (docs/decisions/0021). */
    analytics: createAnalyticsService({ db: database.db, rawRetentionDays: config.ANALYTICS_RAW_RETENTION_DAYS }),
    /**
     * Subscribe to new leads, or other staff notices, being committed to the outbox (the outbox
     * worker sends them at once rather than at its next poll).
     */
    onLeadCommitted(listener: () => void): () => void {
      leadCommittedListeners.add(listener);
      return () => leadCommittedListeners.delete(listener);
    },
    /**
     * Hears the content changes of other instances on the same PostgreSQL database (a lost
     * connection counts as a change of everything). Answers a function that stops listening.
     */
    listenForRemoteContentChanges(): Promise<() => Promise<void>> {
      return database.listen(
        CONTENT_CHANGE_CHANNEL,
        (payload) => {
          const message = parseContentChange(payload);
          if (message && message.from !== instanceId) tellListeners(message.topic);
        },
        () => tellListeners("*"),
      );
    },
    /** Subscribe to content changes (e.g. to drop cached pages). Returns an unsubscribe function. */
    onContentChange(listener: ContentChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AppServices = ReturnType<typeof createAppServices>;

function parseContentChange(payload: string): { topic: string; from: string } | null {
  try {
    const value = JSON.parse(payload) as { topic?: unknown; from?: unknown };
    return typeof value.topic === "string" && typeof value.from === "string"
      ? { topic: value.topic, from: value.from }
      : null;
  } catch {
    return null;
  }
}
