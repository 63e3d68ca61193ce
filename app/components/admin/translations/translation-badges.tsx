import { cn } from "~/lib/cn";
import type { TranslatedFieldStateName } from "~server/content/translation.schema";
import type { TranslationReviewState, TranslationState } from "~server/vocabulary/content";
import { fieldStateLabels, reviewLabels, translationStateLabels } from "./translation-words";

function Badge({ tone, children }: { tone: string; children: React.ReactNode }) {
  return (
    <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", tone)}>
      {children}
    </span>
  );
}

const stateTones = {
  missing: "bg-red-100 text-red-900",
  draft: "bg-amber-100 text-amber-950",
  published: "bg-green-100 text-green-900",
} as const;

/** A language's translation of an entry: none (visitors read English), a staff-only draft, or published. */
export function TranslationStateBadge({ state }: { state: TranslationState | null }) {
  const name = state ?? "missing";
  return <Badge tone={stateTones[name]}>{translationStateLabels[name]}</Badge>;
}

/** Whether a native speaker has read the translation (ADR 0038). Nothing for a missing translation. */
export function ReviewBadge({ review }: { review: TranslationReviewState | null }) {
  if (!review) return null;
  return (
    <Badge tone={review === "reviewed" ? "bg-sky-100 text-sky-900" : "bg-violet-100 text-violet-900"}>
      {reviewLabels[review]}
    </Badge>
  );
}

const fieldTones: Record<TranslatedFieldStateName, string> = {
  missing: "bg-red-100 text-red-900",
  "english-changed": "bg-amber-100 text-amber-950",
  translated: "bg-green-100 text-green-900",
};

/** One text field's translation: missing, written from an English that has changed since, or translated. */
export function FieldStateBadge({ state }: { state: TranslatedFieldStateName }) {
  return <Badge tone={fieldTones[state]}>{fieldStateLabels[state]}</Badge>;
}
