import { Save } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** One titled card of a staff settings form (site settings, disclosures, lead settings, editors). */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-slate-700">{description}</p>
      <div className="flex flex-col gap-5">{children}</div>
    </section>
  );
}

/**
 * The form's submit button, right-aligned, saying "Saving…" while the save is on its way. A long
 * editor keeps it `sticky` at the bottom of the window, with a `status` such as unsaved changes.
 */
export function SaveBar({
  label,
  pending,
  status,
  sticky = false,
}: {
  label: string;
  pending: boolean;
  status?: ReactNode;
  sticky?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex flex-wrap items-center justify-end gap-3",
        sticky && "sticky bottom-0 z-10 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm",
      )}
    >
      {status && <span className="text-sm text-slate-700">{status}</span>}
      <Button type="submit" disabled={pending}>
        <Save aria-hidden="true" /> {pending ? "Saving…" : label}
      </Button>
    </div>
  );
}
