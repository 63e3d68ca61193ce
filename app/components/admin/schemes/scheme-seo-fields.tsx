import { useWatch, type UseFormReturn } from "react-hook-form";
import { Counter } from "~/components/admin/blog/post-seo-fields";
import { counterMessage, counterState, truncateForResult } from "~/components/admin/blog/post-editor-rules";
import { TextAreaField, TextField } from "~/components/forms/fields";
import { SCHEME_LIMITS, schemePath } from "~server/schemes/scheme.schema";
import type { SchemeValues } from "./scheme-form-values";

const { seoTitleSoft, seoTitleHard, seoDescriptionSoft, seoDescriptionHard } = SCHEME_LIMITS;

/**
 * The scheme page's title and description in search results, with live counters and the result
 * as it would look. Empty ones fall back to the name and the summary (govt-scheme.tsx's meta).
 */
export function SchemeSeoFields({
  form,
  origin,
  siteName,
}: {
  form: UseFormReturn<SchemeValues>;
  origin: string;
  siteName: string;
}) {
  const [seoTitle, seoDescription, name, summary, slug] = useWatch({
    control: form.control,
    name: ["seoTitle", "seoDescription", "name", "summary", "slug"],
  });
  const { errors } = form.formState;
  const titleCount = seoTitle.length;
  const descriptionCount = seoDescription.length;
  const shownTitle = seoTitle.trim() || (name.trim() ? `${name.trim()} | ${siteName}` : "The scheme's name");
  const shownDescription = seoDescription.trim() || summary.trim() || "Write a summary or an SEO description.";
  const address = `${origin.replace(/^https?:\/\//, "")}${schemePath(slug.trim() || "your-scheme")}`.replace(
    /\//g,
    " › ",
  );
  return (
    <>
      <TextField
        label="SEO title"
        optional
        error={errors.seoTitle?.message}
        hint={
          <Counter
            state={counterState(titleCount, seoTitleSoft, seoTitleHard)}
            text={counterMessage(titleCount, seoTitleSoft, seoTitleHard, "scheme's name")}
          />
        }
        {...form.register("seoTitle")}
      />
      <TextAreaField
        label="SEO description"
        optional
        rows={3}
        error={errors.seoDescription?.message}
        hint={
          <Counter
            state={counterState(descriptionCount, seoDescriptionSoft, seoDescriptionHard)}
            text={counterMessage(descriptionCount, seoDescriptionSoft, seoDescriptionHard, "summary")}
          />
        }
        {...form.register("seoDescription")}
      />
      <figure className="rounded-md border border-slate-200 bg-white p-3">
        <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          In search results
        </figcaption>
        <p className="truncate text-sm text-slate-700">{address}</p>
        <p className="text-lg leading-6 text-[#1a0dab] [overflow-wrap:anywhere]">
          {truncateForResult(shownTitle, seoTitleSoft)}
        </p>
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          {truncateForResult(shownDescription, seoDescriptionSoft)}
        </p>
      </figure>
    </>
  );
}
