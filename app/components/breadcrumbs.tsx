import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

export function Breadcrumbs({
  items,
  tone = "light",
}: {
  items: { name: string; path: string }[];
  tone?: "light" | "dark";
}) {
  return (
    <nav aria-label="Breadcrumb">
      <ol
        className={cn(
          "flex flex-wrap items-center gap-1 text-sm",
          tone === "dark" ? "text-brand-100" : "text-slate-600",
        )}
      >
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span
                  aria-current="page"
                  className={tone === "dark" ? "font-medium text-white" : "font-medium text-slate-900"}
                >
                  {item.name}
                </span>
              ) : (
                <>
                  <Link to={item.path} className="underline-offset-2 hover:underline">
                    {item.name}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
