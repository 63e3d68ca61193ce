import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The band above a staff preview of a public page (the blog's, a scheme's): says it is a preview
 * and what visitors see, with the way back to the editor.
 */
export function PreviewBanner({ back, children }: { back: { to: string; label: string }; children: ReactNode }) {
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
