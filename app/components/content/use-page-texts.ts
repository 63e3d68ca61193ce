import { useMemo } from "react";
import { fillPageTexts, pageFactsOf } from "~server/content/page-facts";
import { formatIndianPhone } from "~/components/layout/navigation";
import { useRootData } from "~/root";

/**
 * A page's texts as visitors read them: the placeholders ({businessName}, {count}…) filled in
 * with the site settings' facts, the phone number grouped as people read it. Called after the
 * loader localised the texts, so a translation's placeholders land where its word order put them.
 */
export function usePageTexts<T>(texts: T): T {
  const { settings } = useRootData();
  return useMemo(
    () => fillPageTexts(texts, { ...pageFactsOf(settings), phone: formatIndianPhone(settings.phone) }),
    [texts, settings],
  );
}
