import type { AppConfig } from "./config.server";
import type { DatabaseHandle } from "./db/client.server";
import { createLeadService } from "./leads/lead.server";
import { createLoanServiceService } from "./loan-services/loan-service.server";
import { createPopupService } from "./popups/popup.server";
import { createSettingsService } from "./settings/settings.server";

/** Domain services shared by the API handlers and the React Router loaders. */
export function createAppServices(database: DatabaseHandle, config: AppConfig) {
  const listeners = new Set<(topic: string) => void>();
  const onContentChange = (topic: string) => {
    for (const listener of listeners) listener(topic);
  };
  const leadCommittedListeners = new Set<() => void>();
  const loanServices = createLoanServiceService(database.db, onContentChange);
  const popups = createPopupService(database.db, onContentChange);
  return {
    config,
    database,
    loanServices,
    popups,
    settings: createSettingsService(database.db, onContentChange),
    leads: createLeadService({
      db: database.db,
      loanServices,
      alertsEnabled: Boolean(config.SMTP_URL && config.LEAD_NOTIFY_EMAIL),
      onLeadCommitted: () => {
        for (const listener of leadCommittedListeners) listener();
      },
    }),
    /** Subscribe to new leads being committed (the outbox worker sends their alerts). */
    onLeadCommitted(listener: () => void): () => void {
      leadCommittedListeners.add(listener);
      return () => leadCommittedListeners.delete(listener);
    },
    /** Subscribe to content changes (e.g. to drop cached pages). Returns an unsubscribe function. */
    onContentChange(listener: (topic: string) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
