import { Languages } from "lucide-react";
import { Link, useLocation, useMatches } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import {
  type Language,
  languageNativeNames,
  languageTags,
  languages,
  pathInLanguage,
} from "~server/vocabulary/languages";

/**
 * What a page's loader may add when the page does not exist in every language (a blog post is
 * written in one): the English path of the page to offer in each language instead.
 */
export interface LanguageAlternates {
  languageAlternates: Partial<Record<Language, string>>;
}

function alternatesOf(data: unknown): Partial<Record<Language, string>> | undefined {
  if (typeof data !== "object" || data === null || !("languageAlternates" in data)) return undefined;
  return (data as LanguageAlternates).languageAlternates;
}

/**
 * The three languages, each named in itself, leading to this page in that language (ADR 0038):
 * the choice lives in the address, so it is a plain link, kept on reload, shared and indexed.
 * `onSelect` runs when one is chosen (the menu drawer closes, as it does for its other links).
 */
export function LanguageSwitcher({
  className,
  tone = "light",
  onSelect,
}: {
  className?: string;
  tone?: "light" | "dark";
  onSelect?: () => void;
}) {
  const { language, t } = useI18n();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const alternates = matches.map((match) => alternatesOf(match.loaderData)).findLast(Boolean);
  return (
    // A group, not a landmark: the header and the footer both have one, and landmarks must differ.
    <div role="group" aria-label={t("layout.languageSwitcher")} className={cn("flex items-center gap-1", className)}>
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <ul className="flex flex-wrap items-center gap-x-1">
        {languages.map((other) => {
          const current = other === language;
          const englishPath = alternates ? alternates[other] : undefined;
          const to = englishPath ? pathInLanguage(englishPath, other) : pathInLanguage(pathname + search, other);
          return (
            <li key={other}>
              <Link
                to={to}
                lang={languageTags[other]}
                hrefLang={languageTags[other]}
                aria-current={current ? "true" : undefined}
                onClick={onSelect}
                className={cn(
                  "inline-flex min-h-8 items-center rounded px-1.5 underline-offset-2",
                  tone === "dark"
                    ? current
                      ? "font-semibold text-white underline"
                      : "text-brand-100 hover:text-white hover:underline"
                    : current
                      ? "font-semibold text-brand-800 underline"
                      : "text-slate-700 hover:text-brand-800 hover:underline",
                )}
              >
                {languageNativeNames[other]}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
