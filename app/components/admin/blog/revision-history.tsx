import type { PostRevision, PostRevisionSummary } from "~server/blog/post.schema";
import { RevisionHistoryDialog } from "../revision-history-dialog";
import { VersionText } from "./post-versions";

const reasonWords: Record<PostRevision["reason"], string> = {
  autosave: "Autosaved",
  save: "Saved",
  publish: "Published",
  restore: "Restored",
};

const text = (snapshot: Record<string, unknown>, key: string) =>
  typeof snapshot[key] === "string" ? (snapshot[key] as string) : "";

const wordCount = (words: number) => `${words.toLocaleString("en-IN")} word${words === 1 ? "" : "s"}`;

/**
 * A post's saved versions, newest first (when, who, why, how long), a page at a time; the chosen
 * one's words, and "Restore" to bring it back as a new version (the current one stays in the list).
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
  onRestore: (revision: PostRevisionSummary) => Promise<boolean>;
}) {
  return (
    <RevisionHistoryDialog<PostRevisionSummary, PostRevision>
      revisionsPath={`/api/admin/posts/${postId}/revisions`}
      open={open}
      onOpenChange={onOpenChange}
      description="Every save of the last 30 days is kept, and the last save of each day before that; newest first, times in IST. Choose one to read it; “Restore” brings its words back as a new version, and what is there now stays in this list."
      reasonWords={reasonWords}
      rowDetail={(row) => wordCount(row.words)}
      renderRevision={(revision) => (
        <VersionText
          title={text(revision.snapshot, "title")}
          excerpt={text(revision.snapshot, "excerpt")}
          body={text(revision.snapshot, "body")}
        />
      )}
      onRestore={onRestore}
    />
  );
}
