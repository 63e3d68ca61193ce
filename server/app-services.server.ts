import type { AppConfig } from "./config.server";
import type { DatabaseHandle } from "./db/client.server";
import { createLoanServiceService } from "./loan-services/loan-service.server";
import { createSettingsService } from "./settings/settings.server";

/** Domain services shared by the API handlers and the React Router loaders. */
export function createAppServices(database: DatabaseHandle, config: AppConfig) {
  const listeners = new Set<(topic: string) => void>();
  const onContentChange = (topic: string) => {
    for (const listener of listeners) listener(topic);
  };
  return {
    config,
    database,
    loanServices: createLoanServiceService(database.db, onContentChange),
    settings: createSettingsService(database.db, onContentChange),
    /** Subscribe to content changes (e.g. to drop cached pages). Returns an unsubscribe function. */
    onContentChange(listener: (topic: string) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
