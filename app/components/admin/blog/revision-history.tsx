import { RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { apiRequest } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import type { PostRevision } from "~server/blog/post.schema";
import { formatDateTimeIST } from "~server/formats/ist";
import { readActionError } from "../use-staff-action";
import { VersionText } from "./post-versions";

const reasonWords: Record<PostRevision["reason"], string> = {
  autosave: "Autosaved",
  save: "Saved",
  publish: "Published",
  restore: "Restored",
};

const text = (snapshot: Record<string, unknown>, key: string) =>
  typeof snapshot[key] === "string" ? (snapshot[key] as string) : "";

/**
 * A post's saved versions, newest first (when, who, why), each with its words, and "Restore" to
 * bring one back as a new version (the current one stays in the list).
 */
export function RevisionHistory({
  postId,
  open,
  onOpenChange,
  onRestore,
}: {
  postId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Restores the revision; answers whether it worked (the dialog then closes). */
  onRestore: (revision: PostRevision) => Promise<boolean>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>Revision history</DialogTitle>
          <DialogDescription>
            Every save keeps a copy, newest first. Choose one to read it; “Restore” brings its words back as a new
            version, and what is there now stays in this list.
          </DialogDescription>
        </DialogHeader>
        <RevisionList postId={postId} onRestore={onRestore} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The list and the chosen revision's words; mounted each time the dialog opens (fresh list). */
function RevisionList({
  postId,
  onRestore,
  onDone,
}: {
  postId: number;
  onRestore: (revision: PostRevision) => Promise<boolean>;
  onDone: () => void;
}) {
  const [revisions, setRevisions] = useState<PostRevision[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    apiRequest<PostRevision[]>(`/api/admin/posts/${postId}/revisions`)
      .then((list) => {
        if (!live) return;
        const items = Array.isArray(list) ? list : [];
        setRevisions(items);
        setChosen(items[0]?.id ?? null);
      })
      .catch((failure: unknown) => live && setError(readActionError(failure).message));
    return () => {
      live = false;
    };
  }, [postId]);

  const selected = revisions?.find((revision) => revision.id === chosen) ?? null;
  const latest = revisions?.[0]?.id;

  return (
    <>
      {error && <p className="text-red-700">Could not load the history: {error}</p>}
      {!error && revisions === null && <p className="text-slate-700">Loading the history…</p>}
      {revisions && (
        <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
          <ul aria-label="Revisions" className="flex max-h-96 flex-col gap-1 overflow-y-auto md:max-h-[28rem]">
            {revisions.map((revision) => (
              <li key={revision.id}>
                <button
                  type="button"
                  aria-pressed={revision.id === chosen}
                  onClick={() => setChosen(revision.id)}
                  className={cn(
                    "w-full rounded-md border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-50",
                    "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden",
                    "aria-pressed:border-brand-600 aria-pressed:bg-brand-50",
                  )}
                >
                  <span className="block font-semibold text-slate-900">
                    {formatDateTimeIST(revision.createdAt)}
                    {revision.id === latest && <span className="font-normal text-slate-700"> (current)</span>}
                  </span>
                  <span className="block text-slate-700">
                    {reasonWords[revision.reason]} by {revision.savedByLabel ?? "someone no longer on the staff"} ·
                    version {revision.version}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {selected && (
            <div className="flex min-w-0 flex-col gap-3">
              <VersionText
                title={text(selected.snapshot, "title")}
                excerpt={text(selected.snapshot, "excerpt")}
                body={text(selected.snapshot, "body")}
              />
              {selected.id !== latest && (
                <Button
                  className="self-start"
                  disabled={pending}
                  onClick={async () => {
                    setPending(true);
                    const ok = await onRestore(selected);
                    setPending(false);
                    if (ok) onDone();
                  }}
                >
                  <RotateCcw aria-hidden="true" />
                  Restore this version
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </>
  );
}
