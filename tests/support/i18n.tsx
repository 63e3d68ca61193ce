import type { ReactNode } from "react";
import { I18nProvider } from "~/i18n/i18n";
import { catalogueFor } from "~/i18n/messages";
import type { Language } from "~server/vocabulary/languages";

/**
 * What the root route gives every public page (app/root.tsx): its language and that language's
 * messages. Components under test that speak to visitors render inside it.
 */
export function InLanguage({ language = "en", children }: { language?: Language; children: ReactNode }) {
  return (
    <I18nProvider language={language} messages={catalogueFor(language)}>
      {children}
    </I18nProvider>
  );
}
