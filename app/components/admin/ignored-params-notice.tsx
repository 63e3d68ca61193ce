import { Info } from "lucide-react";

/**
 * Says which parameters of the address a list left out (an edited or outdated link), so the list
 * that shows is not mistaken for the one asked for.
 */
export function IgnoredParamsNotice({ ignored, labels = {} }: { ignored: string[]; labels?: Record<string, string> }) {
  if (ignored.length === 0) return null;
  const names = ignored.map((name) => labels[name] ?? name).join(", ");
  return (
    <p
      role="status"
      className="mb-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Part of this page&rsquo;s address was not understood and is left out ({names}). The list below ignores it;
        choose the filter again if you need it.
      </span>
    </p>
  );
}
