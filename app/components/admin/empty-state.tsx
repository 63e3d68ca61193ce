import { SearchX, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { LIST_VIEW_PARAMS } from "./filter-bar";
import { clearedHref } from "./list-params";

/** A screen or list with nothing to show yet: what it will hold, and what to do meanwhile. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
        <Icon aria-hidden="true" className="size-6 text-slate-600" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-2 max-w-xl text-slate-700">{children}</div>}
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-2">{actions}</div>}
    </section>
  );
}

/** A server-paged list whose filters (in the URL) leave nothing: say so, and offer to clear them. */
export function FilteredEmptyState({ title, children }: { title: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      actions={
        <Link to={clearedHref(location, LIST_VIEW_PARAMS)} className={buttonVariants({ variant: "outline" })}>
          Clear filters
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
