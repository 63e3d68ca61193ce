import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** One card of the account page; `highlighted` marks the set-up step that is due. */
export function AccountSection({
  title,
  description,
  children,
  highlighted = false,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  highlighted?: boolean;
  id?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-xl border bg-white p-5 sm:p-6",
        highlighted ? "border-amber-400 ring-2 ring-amber-300" : "border-slate-200",
      )}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-slate-700">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
