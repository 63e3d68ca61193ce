import { useI18n } from "~/i18n/i18n";
import type { TocEntry } from "~server/blog/sanitize-post-html";

/** "In this post" (in the page's language): links to the h2 and h3 headings of a long post. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const { t } = useI18n();
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="toc-heading" className="text-base font-semibold text-slate-900">
        {t("blog.tocTitle")}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? "pl-4" : undefined}>
            <a
              href={`#${entry.id}`}
              className="inline-flex min-h-8 items-center text-brand-800 underline-offset-2 hover:underline"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
