import { LoaderCircle } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * What a rich-text editor shows while its code (TipTap and ProseMirror) is still on the way.
 * The editors are loaded on demand so that neither the server nor other admin screens carry them
 * until someone opens an editor. A first visit to an editor page never shows this: the server
 * waits for the editor before it sends the page. It appears only when staff move to an editor
 * within the admin on a slow connection, and it keeps the editor's size so nothing jumps.
 */
export function EditorLoading({ label, bodyClassName }: { label: string; bodyClassName: string }) {
  return (
    <div>
      <span className="mb-1.5 block text-sm font-semibold text-slate-900">{label}</span>
      <div className="rounded-md border border-slate-400 bg-white">
        {/* The toolbar's height: p-1 around size-11 buttons, size-9 from sm. */}
        <div className="h-13 border-b border-slate-200 sm:h-11" />
        <p
          role="status"
          className={cn("flex items-center justify-center gap-2 px-4 py-3 text-sm text-slate-600", bodyClassName)}
        >
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          Loading the editor…
        </p>
      </div>
    </div>
  );
}
