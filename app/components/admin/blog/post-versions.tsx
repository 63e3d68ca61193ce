import { Check, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { formatDateTimeIST } from "~server/formats/ist";
import type { StaffPost } from "~server/blog/post.schema";
import { CopyButton } from "../copy-button";
import type { PostContent } from "./post-editor-rules";

/** The words of one version: title, excerpt and the body as the blog shows it. */
export function VersionText({ title, excerpt, body }: { title: string; excerpt: string; body: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{title || "(no title)"}</p>
      {excerpt && <p className="text-slate-700 [overflow-wrap:anywhere]">{excerpt}</p>}
      <div
        className={[
          "max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-white p-3 text-sm leading-6 text-slate-900",
          "[&_a]:text-brand-700 [&_a]:underline [&_h2]:text-base [&_h2]:font-bold [&_h3]:font-semibold [&_h4]:font-semibold",
          "[&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&>*+*]:mt-2",
          "[&_td]:border [&_td]:p-1 [&_th]:border [&_th]:p-1 [&_blockquote]:border-l-4 [&_blockquote]:pl-3",
        ].join(" ")}
        // Saved bodies went through the post sanitizer on the server; the writer's own comes from
        // the editor, whose schema only holds what the sanitizer keeps.
        dangerouslySetInnerHTML={{ __html: body || "<p>(no body)</p>" }}
      />
    </div>
  );
}

/** A version's words as plain text, for the clipboard. */
export function plainText(content: Pick<PostContent, "title" | "excerpt" | "body">): string {
  const body = content.body
    .replace(/<\/(p|h[1-6]|li|blockquote|tr)>/gi, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/t[dh]>/gi, "\t")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  return [content.title, content.excerpt, body.trim()].filter(Boolean).join("\n\n");
}

/**
 * A save that started from an older version: both versions side by side, and the writer chooses.
 * Nothing is written until then, and either way the other words stay recoverable (theirs in the
 * revision history, mine on the clipboard).
 */
export function ConflictPanel({
  theirs,
  mine,
  onKeepMine,
  onUseTheirs,
}: {
  theirs: StaffPost;
  mine: PostContent;
  onKeepMine: () => Promise<boolean>;
  onUseTheirs: () => void;
}) {
  const id = useId();
  const [pending, setPending] = useState(false);
  return (
    <section aria-labelledby={id} role="alert" className="rounded-xl border-2 border-amber-500 bg-amber-50 p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        Someone else changed this post
      </h2>
      <p className="mt-1 max-w-3xl text-slate-800">
        Version {theirs.version} was saved at {formatDateTimeIST(theirs.updatedAt)} IST while you were writing. Nothing
        of yours is saved over it until you choose. “Keep mine” saves your words on top (theirs stay in the revision
        history); “Use theirs” puts their words in the editor, so copy yours first if you want them.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">Their version (saved)</h3>
          <VersionText title={theirs.title} excerpt={theirs.excerpt} body={theirs.body} />
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
            Your version (not saved)
          </h3>
          <VersionText title={mine.title} excerpt={mine.excerpt} body={mine.body} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          disabled={pending}
          onClick={async () => {
            setPending(true);
            await onKeepMine();
            setPending(false);
          }}
        >
          <Check aria-hidden="true" />
          Keep mine
        </Button>
        <Button variant="outline" disabled={pending} onClick={onUseTheirs}>
          <Undo2 aria-hidden="true" />
          Use theirs
        </Button>
        <CopyButton text={plainText(mine)}>Copy my text</CopyButton>
      </div>
    </section>
  );
}
