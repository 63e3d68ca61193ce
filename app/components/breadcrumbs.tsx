import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { type BreadcrumbItem, crumbName } from "~/lib/seo";

/**
 * The trail above a page's heading, in the page's language. `items` name the pages by their
 * English paths; each links to that page in this language, and the home page's crumb is always
 * named by the interface ("Home" in English), whatever name the caller gave it.
 */
export function Breadcrumbs({ items, tone = "light" }: { items: BreadcrumbItem[]; tone?: "light" | "dark" }) {
  const i18n = useI18n();
  return (
    <nav aria-label={i18n.t("breadcrumbs.label")}>
      <ol
        className={cn(
          "flex flex-wrap items-center gap-1 text-sm",
          tone === "dark" ? "text-brand-100" : "text-slate-600",
        )}
      >
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const name = crumbName(item, i18n);
          return (
            <li key={item.path} className="flex min-w-0 items-center gap-1">
              {last ? (
                <span
                  aria-current="page"
                  className={cn(
                    "[overflow-wrap:anywhere]",
                    tone === "dark" ? "font-medium text-white" : "font-medium text-slate-900",
                  )}
                >
                  {name}
                </span>
              ) : (
                <>
                  <Link to={i18n.path(item.path)} className="underline-offset-2 hover:underline">
                    {name}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
