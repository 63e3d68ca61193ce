import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The strip above a staff preview of a public page (a post, a loan service): says it is a preview
 * and what it shows, with the way back to the editor. Only staff ever see it.
 */
export function PreviewBanner({ children, back }: { children: ReactNode; back: { to: string; label: string } }) {
  return (
    <aside
      aria-label="Preview"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <Eye aria-hidden="true" className="size-4" />
      <span>
        <strong>Preview</strong>: {children}
      </span>
      <Link to={back.to} className="font-medium underline">
        {back.label}
      </Link>
    </aside>
  );
}
