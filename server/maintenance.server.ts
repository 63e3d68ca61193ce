import type { Logger } from "pino";
import { sql } from "drizzle-orm";
import type { AppServices } from "./app-services.server";
import { purgeLoginThrottle } from "./auth/login-throttle.server";
import { purgeExpiredSessions } from "./auth/sessions.server";

const EVERY_MS = 60 * 60 * 1000;
const FIRST_RUN_AFTER_MS = 60 * 1000;

/**
 * Hourly housekeeping: expired sessions, lockouts and remembered browsers, old rate-limit windows,
 * audit entries past their year, the lead retention job (personal data of leads finished for
 * longer than the retention setting is erased), the thinning of old post revisions, and borrowers'
 * documents: links that expired go on their lead's timeline, unfinished uploads of a day ago and
 * documents past their retention days are deleted, and stored documents no row names are swept
 * (issue 29). Every step
 * is idempotent and safe to run on any number of instances at once (the retention job skips leads
 * another instance has locked).
 */
export async function runMaintenance(services: AppServices): Promise<{
  sessions: number;
  auditEntries: number;
  leadsErased: number;
  revisionsPruned: number;
  documentLinksExpired: number;
  documentUploadsDropped: number;
  documentsDeleted: number;
  documentFilesSwept: number;
}> {
  const db = services.database.db;
  const sessions = await purgeExpiredSessions(db);
  await purgeLoginThrottle(db);
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  const auditEntries = await services.audit.purgeExpired();
  const { erased: leadsErased } = await services.leadPrivacy.runRetention();
  // Scheduled posts whose time passed while no instance was running (normally done on time).
  await services.postSchedule.publishDue();
  const revisionsPruned = await services.postRevisions.pruneRevisions();
  const documentLinksExpired = await services.documentLinks.recordExpiries();
  const documentUploadsDropped = await services.borrowerDocuments.dropAbandonedUploads();
  const { deleted: documentsDeleted } = await services.documentRetention.run();
  const documentFilesSwept = await services.documentRetention.sweep();
  return {
    sessions,
    auditEntries,
    leadsErased,
    revisionsPruned,
    documentLinksExpired,
    documentUploadsDropped,
    documentsDeleted,
    documentFilesSwept,
  };
}

/** Runs the housekeeping a minute after start and then every hour; answers a stop function. */
export function startMaintenance(services: AppServices, logger: Pick<Logger, "info" | "error">): () => void {
  const run = () => {
    runMaintenance(services).then(
      (removed) => {
        if (Object.values(removed).some((n) => n > 0)) {
          logger.info(removed, "housekeeping removed old rows");
        }
      },
      (error: unknown) => logger.error({ err: error }, "housekeeping failed; it runs again in an hour"),
    );
  };
  const first = setTimeout(run, FIRST_RUN_AFTER_MS);
  const every = setInterval(run, EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
