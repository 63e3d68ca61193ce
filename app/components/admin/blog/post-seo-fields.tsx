import { TextAreaField, TextField } from "~/components/forms/fields";
import { cn } from "~/lib/cn";
import { postLimits } from "~server/blog/post-rules";
import {
  counterState,
  searchPreview,
  seoDescriptionCounter,
  seoTitleCounter,
  type CounterState,
  type PostContent,
} from "./post-editor-rules";

const counterColours: Record<CounterState, string> = {
  empty: "text-slate-600",
  good: "text-emerald-800",
  long: "text-amber-800",
  "too-long": "font-semibold text-red-700",
};

/** A counter of characters, coloured by how a search result treats that length. */
export function Counter({ text, state }: { text: string; state: CounterState }) {
  return <span className={cn(counterColours[state])}>{text}</span>;
}

/** SEO title and description with live counters, the canonical address and a search-result preview. */
export function PostSeoFields({
  content,
  origin,
  errors,
  disabled,
  onChange,
}: {
  content: PostContent;
  origin: string;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (name: "seoTitle" | "seoDescription" | "canonicalUrl", value: string) => void;
}) {
  const preview = searchPreview(content, origin);
  const titleState = counterState(content.seoTitle.length, postLimits.seoTitleSoft, postLimits.seoTitleHard);
  const descriptionState = counterState(
    content.seoDescription.length,
    postLimits.seoDescriptionSoft,
    postLimits.seoDescriptionHard,
  );
  return (
    <>
      <TextField
        label="SEO title"
        name="seoTitle"
        optional
        value={content.seoTitle}
        disabled={disabled}
        onChange={(event) => onChange("seoTitle", event.target.value)}
        error={errors.seoTitle}
        hint={<Counter state={titleState} text={seoTitleCounter(content.seoTitle)} />}
      />
      <TextAreaField
        label="SEO description"
        name="seoDescription"
        optional
        rows={3}
        value={content.seoDescription}
        disabled={disabled}
        onChange={(event) => onChange("seoDescription", event.target.value)}
        error={errors.seoDescription}
        hint={<Counter state={descriptionState} text={seoDescriptionCounter(content.seoDescription)} />}
      />
      <TextField
        label="Canonical address"
        name="canonicalUrl"
        optional
        inputMode="url"
        value={content.canonicalUrl}
        disabled={disabled}
        onChange={(event) => onChange("canonicalUrl", event.target.value)}
        error={errors.canonicalUrl}
        hint="Only when this post first appeared elsewhere: its full https:// address. Empty uses the post's own."
      />
      <figure className="rounded-md border border-slate-200 bg-white p-3">
        <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          In search results
        </figcaption>
        <p className="truncate text-sm text-slate-700">{preview.url}</p>
        <p className="text-lg leading-6 text-[#1a0dab] [overflow-wrap:anywhere]">{preview.title}</p>
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{preview.description}</p>
      </figure>
    </>
  );
}
