import { CheckCircle2, FileUp } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { FieldErrorText } from "~/components/forms/fields";
import { toast } from "~/components/ui/use-toast";
import { cn } from "~/lib/cn";
import type { MediaItem } from "~server/media/media.schema";
import { formatFileSize } from "~server/downloads/download-labels";
import { uploadForm } from "../downloads/upload-request";
import { FileDropZone } from "../file-drop-zone";
import { ACCEPTED, ACCEPTED_TEXT, MEDIA_API, sizeProblem, type MediaKind } from "./media-files";

export interface UploadEntry {
  key: number;
  name: string;
  size: number;
  /** 0..1 of the bytes sent. */
  progress: number;
  status: "waiting" | "uploading" | "done" | "failed";
  error?: string;
}

let nextKey = 1;

/**
 * Uploads to the library one request per file (the API takes one file per request), one file
 * after the other so that each shows its own progress; a file over its size limit is refused
 * here without sending it. One toast per batch says how it went; each refused file keeps the
 * API's message next to its name.
 */
export function useMediaUploads(
  onUploaded: (item: MediaItem) => void | Promise<void>,
  onBusyChange?: (busy: boolean) => void,
) {
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const [busy, setBusyState] = useState(false);
  const setBusy = useCallback(
    (next: boolean) => {
      setBusyState(next);
      onBusyChange?.(next);
    },
    [onBusyChange],
  );
  const navigate = useNavigate();
  const location = useLocation();

  const update = (key: number, change: Partial<UploadEntry>) =>
    setUploads((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const add = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const batch = files.map((file) => ({ file, key: nextKey++ }));
      setUploads((list) => [
        ...batch.map(({ file, key }) => ({
          key,
          name: file.name,
          size: file.size,
          progress: 0,
          status: "waiting" as const,
        })),
        ...list.filter(
          (entry) => entry.status === "failed" || entry.status === "uploading" || entry.status === "waiting",
        ),
      ]);
      setBusy(true);
      const refused: { name: string; message: string }[] = [];
      let uploaded = 0;
      for (const { file, key } of batch) {
        const tooLarge = sizeProblem(file);
        if (tooLarge) {
          update(key, { status: "failed", error: tooLarge });
          refused.push({ name: file.name, message: tooLarge });
          continue;
        }
        update(key, { status: "uploading" });
        const form = new FormData();
        form.set("file", file);
        const result = await uploadForm<MediaItem>(MEDIA_API, form, {
          onProgress: (fraction) => update(key, { progress: fraction }),
        });
        if (result.ok) {
          uploaded += 1;
          update(key, { status: "done", progress: 1 });
          await onUploaded(result.data);
          continue;
        }
        if (result.error.status === 401) {
          toast({ variant: "destructive", title: "Your session ended. Sign in again to continue." });
          setBusy(false);
          navigate(`/admin/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`);
          return;
        }
        const message = result.error.fields.file ?? Object.values(result.error.fields)[0] ?? result.error.message;
        update(key, { status: "failed", error: message });
        refused.push({ name: file.name, message });
      }
      setBusy(false);
      const first = refused[0];
      if (!first) toast({ title: uploaded === 1 ? "Uploaded 1 file." : `Uploaded ${uploaded} files.` });
      else if (uploaded === 0 && refused.length === 1)
        toast({ variant: "destructive", title: `“${first.name}” was not uploaded: ${first.message}` });
      else
        toast({
          variant: "destructive",
          title:
            refused.length === 1
              ? `Uploaded ${uploaded} of ${batch.length} files. One was refused: the reason is next to it.`
              : `Uploaded ${uploaded} of ${batch.length} files. ${refused.length} were refused: the reason is next to each.`,
        });
    },
    [navigate, location.pathname, location.search, onUploaded, setBusy],
  );

  const dismiss = (key: number) => setUploads((list) => list.filter((entry) => entry.key !== key));

  return { uploads, busy, add, dismiss };
}

/**
 * Where files are dropped or chosen (several at once). The file input is a real, labelled
 * control, so keyboard and screen-reader users upload the same way; dropping is a shortcut.
 */
export function UploadZone({
  kind = "any",
  onFiles,
  disabled = false,
  compact = false,
}: {
  kind?: MediaKind | "any";
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  compact?: boolean;
}) {
  const id = useId();
  return (
    <FileDropZone
      inputId={id}
      onFiles={onFiles}
      accept={ACCEPTED[kind]}
      multiple
      disabled={disabled}
      describedBy={`${id}-hint`}
      data-testid="media-drop-zone"
      className={cn("gap-2", compact ? "px-3 py-3 sm:flex-row sm:text-left" : "px-4 py-6")}
      inputClassName="max-w-64"
    >
      <FileUp aria-hidden="true" className={cn("shrink-0 text-slate-600", compact ? "size-6" : "size-8")} />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          Upload files
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          Drop files here or choose them: {ACCEPTED_TEXT[kind]}.
        </p>
      </div>
    </FileDropZone>
  );
}

/** Each file of the uploads: its progress while it goes up, a tick when done, the reason when refused. */
export function UploadList({ uploads, onDismiss }: { uploads: UploadEntry[]; onDismiss: (key: number) => void }) {
  if (uploads.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="grid gap-2">
      {uploads.map((entry) => {
        const percent = Math.round(entry.progress * 100);
        return (
          <li
            key={entry.key}
            className={cn(
              "rounded-md border px-3 py-2 text-sm",
              entry.status === "failed" ? "border-red-300 bg-red-50" : "border-slate-200 bg-white",
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate font-semibold text-slate-900">{entry.name}</span>
              <span className="shrink-0 text-slate-700">{formatFileSize(entry.size)}</span>
            </div>
            {(entry.status === "uploading" || entry.status === "waiting") && (
              <>
                <div
                  role="progressbar"
                  aria-label={`Uploading ${entry.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
                </div>
                <p className="mt-1 text-slate-700">
                  {entry.status === "waiting"
                    ? "Waiting…"
                    : percent < 100
                      ? `Uploading… ${percent}%`
                      : "Uploaded: checking the file and making the smaller sizes…"}
                </p>
              </>
            )}
            {entry.status === "done" && (
              <p className="mt-1 flex items-center gap-1.5 text-green-800">
                <CheckCircle2 aria-hidden="true" className="size-4" /> Uploaded
              </p>
            )}
            {entry.status === "failed" && (
              <div className="flex items-start justify-between gap-2">
                <FieldErrorText id={`upload-${entry.key}-error`}>{entry.error}</FieldErrorText>
                <button
                  type="button"
                  onClick={() => onDismiss(entry.key)}
                  className="mt-1 min-h-11 shrink-0 cursor-pointer rounded-md px-2 font-semibold text-slate-800 underline hover:bg-red-100"
                >
                  Dismiss<span className="sr-only"> the message about {entry.name}</span>
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
