import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The band above a staff preview of a public page (a blog post, a page's texts): says what is
 * shown and leads back to where it is edited.
 */
export function PreviewBanner({
  children,
  backTo,
  backLabel,
}: {
  children: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <aside
      aria-label="Preview"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <Eye aria-hidden="true" className="size-4" />
      <span>
        <strong>Preview</strong>: {children}
      </span>
      <Link to={backTo} className="font-medium underline">
        {backLabel}
      </Link>
    </aside>
  );
}
