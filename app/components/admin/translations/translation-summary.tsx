import { Link } from "react-router";
import type { TranslationSummary } from "~server/content/translation.schema";
import type { ReviewState } from "~/i18n/define-messages";
import { humanise } from "./translation-form-values";
import { languageName, translatedLanguages } from "./translation-words";

/** Per language, over every entry: how many are published, drafts, missing, to review, needing work. */
export function TranslationSummaryCards({ summary }: { summary: readonly TranslationSummary[] }) {
  return (
    <section aria-labelledby="translation-summary" className="mb-6">
      <h2 id="translation-summary" className="sr-only">
        Every entry, per language
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {summary.map((counts) => {
          const name = languageName(counts.language);
          const filtered = (filters: string) => `/admin/translations?language=${counts.language}&${filters}`;
          const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
          return (
            <li key={counts.language} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
              <h3 className="text-base font-semibold text-slate-900">{name}</h3>
              <p className="mt-1 text-sm text-slate-700">
                {counts.published} of {counts.entries} entries published, {counts.draft}{" "}
                {counts.draft === 1 ? "draft" : "drafts"}, {counts.missing} missing.
              </p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <Link to={filtered("needsWork=true")} className={link}>
                  {counts.needsWork} {counts.needsWork === 1 ? "needs" : "need"} work
                  <span className="sr-only"> in {name}</span>
                </Link>
                <Link to={filtered("review=to-review")} className={link}>
                  {counts.toReview} to review<span className="sr-only"> in {name}</span>
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export interface MessageAreaReview {
  area: string;
  messages: number;
  ml: ReviewState;
  hi: ReviewState;
}

/**
 * The interface texts (buttons, labels, form messages), which live in the site's code, one area per
 * part of the site: read-only here, listed per language while a native speaker has yet to read them.
 */
export function MessageReviewPanel({ areas }: { areas: readonly MessageAreaReview[] }) {
  return (
    <section aria-labelledby="interface-texts" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="interface-texts" className="text-lg font-semibold text-slate-900">
        Interface texts
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Buttons, labels, form messages and the other texts around the content are kept in the site&rsquo;s code, one
        area per part of the site, so they are not changed here. A native speaker reviews each area before launch; a
        developer then marks it reviewed in the code.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {translatedLanguages.map((language) => {
          const waiting = areas.filter((area) => area[language] === "to-review");
          const messages = waiting.reduce((sum, area) => sum + area.messages, 0);
          return (
            <div key={language} className="min-w-0">
              <h3 className="text-base font-semibold text-slate-900">{languageName(language)}</h3>
              <p className="mt-1 text-sm text-slate-700">
                {waiting.length === 0
                  ? `Every area is reviewed (${areas.length} areas).`
                  : `${waiting.length} of ${areas.length} areas to review, ${messages} ${messages === 1 ? "text" : "texts"}:`}
              </p>
              {waiting.length > 0 && (
                <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
                  {waiting.map((area) => (
                    <li
                      key={area.area}
                      className="flex flex-wrap justify-between gap-x-3 border-b border-slate-100 py-1"
                    >
                      <span>{humanise(area.area)}</span>
                      <span className="text-slate-600">
                        {area.messages} {area.messages === 1 ? "text" : "texts"}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
