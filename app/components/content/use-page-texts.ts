import { useMemo } from "react";
import { fillPageTexts, pageFactsOf } from "~server/content/page-facts";
import { useRootData } from "~/root";

/**
 * A page's texts as visitors read them: the placeholders ({businessName}, {count}…) filled in
 * with the site settings' facts.
 */
export function usePageTexts<T>(texts: T): T {
  const { settings } = useRootData();
  return useMemo(() => fillPageTexts(texts, pageFactsOf(settings)), [texts, settings]);
}
