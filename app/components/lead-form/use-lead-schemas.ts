import { useMemo } from "react";
import { useI18n, type I18n } from "~/i18n/i18n";
import { leadMessagesFrom } from "~server/leads/lead-messages";
import { createLeadSchemas, type LeadSchemas } from "~server/leads/lead.schema";

/** A page's translator stays the same while its language does: its schemas are built once. */
const built = new WeakMap<I18n, LeadSchemas>();

/**
 * The lead schemas in the page's language: the same schemas the server parses with, their
 * messages from the page's formErrors catalogue (server/leads/lead-messages.ts), so what the
 * browser says next to a field is what the API would answer for a form of this language.
 */
export function useLeadSchemas(): LeadSchemas {
  const i18n = useI18n();
  return useMemo(() => {
    let schemas = built.get(i18n);
    if (!schemas) {
      schemas = createLeadSchemas(leadMessagesFrom(i18n));
      built.set(i18n, schemas);
    }
    return schemas;
  }, [i18n]);
}
