import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useFocusOnArrival } from "./use-focus-on-arrival";

/**
 * A page of its own before the checklist (the digits form, the unusable link): one card with an
 * icon and the page's heading, which takes focus when the card replaces another view.
 */
export function StatePanel({
  id,
  icon: Icon,
  title,
  className,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <section
      aria-labelledby={id}
      className={cn("mx-auto rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8", className)}
    >
      <Icon aria-hidden="true" className="size-8 text-brand-700" />
      <h1
        id={id}
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold tracking-tight text-slate-900 focus:outline-hidden"
      >
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A card beside the documents (the application's steps, the advisor), titled for its landmark. */
export function SideCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-xl border border-slate-200 bg-white p-5 shadow-sm", className)}
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
