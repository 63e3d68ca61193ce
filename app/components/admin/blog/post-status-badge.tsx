import type { PostStatus } from "~server/vocabulary/blog";
import { formatDateTimeIST } from "~server/formats/ist";
import { cn } from "~/lib/cn";

const styles: Record<PostStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
};

const labels: Record<PostStatus, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };

/** A post's status, with the time a scheduled one goes live (IST). */
export function PostStatusBadge({ status, publishAt }: { status: PostStatus; publishAt: string | null }) {
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", styles[status])}>{labels[status]}</span>
      {status === "scheduled" && publishAt && (
        <span className="text-xs text-slate-600">
          for <time dateTime={publishAt}>{formatDateTimeIST(publishAt)}</time>
        </span>
      )}
    </span>
  );
}

export const postStatusOptions = (Object.keys(labels) as PostStatus[]).map((value) => ({
  value,
  label: labels[value],
}));
