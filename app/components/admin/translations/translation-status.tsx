import type { ReactNode } from "react";
import type { StaffTranslationView } from "~server/content/translation.schema";
import { formatDateTimeIST } from "~server/formats/ist";
import { ReviewBadge, TranslationStateBadge } from "./translation-badges";
import { languageName, type TranslatedLanguage } from "./translation-words";

/** Where the translation stands: its state and review, when it was saved, and its fields' states. */
export function TranslationStatus({
  translation,
  language,
  actions,
}: {
  translation: StaffTranslationView;
  language: TranslatedLanguage;
  /** What can be done to the translation as a whole (mark reviewed, delete). */
  actions?: ReactNode;
}) {
  const states = Object.values(translation.fieldStates);
  const count = (state: string) => states.filter((candidate) => candidate === state).length;
  const name = languageName(language);
  return (
    <section
      aria-label={`State of the ${name} translation`}
      className="mb-6 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <span className="font-semibold text-slate-900">{name} translation:</span>
        <TranslationStateBadge state={translation.state} />
        <ReviewBadge review={translation.review} />
        <span>
          {translation.updatedAt ? `Last saved ${formatDateTimeIST(translation.updatedAt)} IST` : "Not saved yet"}
        </span>
      </p>
      <p className="text-sm text-slate-700">
        {states.length} {states.length === 1 ? "text field" : "text fields"}: {count("translated")} translated,{" "}
        {count("missing")} missing, {count("english-changed")} with a changed English.{" "}
        {translation.state === "published"
          ? `Visitors of the ${name} pages read it; a missing text shows in English.`
          : `Visitors of the ${name} pages read the English until it is published.`}
      </p>
      {translation.review !== "reviewed" && translation.state !== null && (
        <p className="text-sm text-slate-700">
          A native speaker reads each translation before launch: mark it reviewed once they have.
        </p>
      )}
      {actions && <div className="mt-1 flex flex-wrap gap-2">{actions}</div>}
    </section>
  );
}
