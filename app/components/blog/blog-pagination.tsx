import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

/** The numbered pages of a blog list; nothing when it has one page. */
export function BlogPagination({
  page,
  pages,
  pathOf,
}: {
  page: number;
  pages: number;
  /** The address of page `n` in the page's language, with the list's filters. */
  pathOf: (n: number) => string;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("blog.paginationLabel")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          to={pathOf(n)}
          aria-current={n === page ? "page" : undefined}
          aria-label={t("blog.pageNumber", { page: n })}
          className={cn(
            "inline-flex size-10 items-center justify-center rounded-lg border text-sm font-medium",
            n === page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800",
          )}
        >
          {n}
        </Link>
      ))}
    </nav>
  );
}
