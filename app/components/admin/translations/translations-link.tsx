import { useQuery } from "@tanstack/react-query";
import { Languages } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { can, type HasRole } from "~server/auth/permissions";
import type { StaffTranslationsView } from "~server/content/translation.schema";
import type { TranslationKind } from "~server/vocabulary/content";
import { buttonVariants } from "~/components/ui/button";
import { ReviewBadge, TranslationStateBadge } from "./translation-badges";
import { languageName, translatedLanguages, translationEditorPath } from "./translation-words";

/**
 * "Malayalam and Hindi" on a content editor: the way to the entry's translation editor, with each
 * language's state (missing, draft, published; to review; fields whose English changed). The states
 * are read when the editor opens, fresh each time (a translation saved meanwhile shows).
 * Nothing for a role without translations, or while the kind has none.
 */
export function TranslationsLink({ kind, entryId }: { kind: TranslationKind; entryId: string | number }) {
  // The signed-in person, as the staff shell's loader read them (app/routes/admin/shell.tsx).
  const shell = useRouteLoaderData("routes/admin/shell") as { user: HasRole } | undefined;
  const allowed = can(shell?.user, "translation:read");
  const id = String(entryId);
  const translations = useQuery<StaffTranslationsView>({
    queryKey: [`/api/admin/translations/${kind}/${encodeURIComponent(id)}`],
    enabled: allowed,
    staleTime: 0,
    refetchOnMount: "always",
  });
  if (!allowed || translations.isError) return null;
  return (
    <section
      aria-label="Malayalam and Hindi"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <Link to={translationEditorPath(kind, id, "ml")} className={buttonVariants({ variant: "outline", size: "sm" })}>
        <Languages aria-hidden="true" />
        Malayalam and Hindi
      </Link>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800">
        {translatedLanguages.map((language) => {
          const translation = translations.data?.translations.find((candidate) => candidate.language === language);
          const changed = Object.values(translation?.fieldStates ?? {}).filter(
            (state) => state === "english-changed",
          ).length;
          return (
            <li key={language} className="flex flex-wrap items-center gap-1.5">
              <Link
                to={translationEditorPath(kind, id, language)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {languageName(language)}
              </Link>
              {translation ? (
                <>
                  <TranslationStateBadge state={translation.state} />
                  <ReviewBadge review={translation.review} />
                  {changed > 0 && (
                    <span className="text-amber-950">
                      English changed in {changed} {changed === 1 ? "field" : "fields"}
                    </span>
                  )}
                </>
              ) : (
                <span className="text-slate-600">Reading its state…</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
