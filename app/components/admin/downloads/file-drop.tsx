import { FileUp } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { FieldErrorText, FieldHintText } from "~/components/forms/fields";
import { cn } from "~/lib/cn";
import { formatFileSize, MAX_DOWNLOAD_BYTES, TOO_LARGE_MESSAGE } from "~server/downloads/download-labels";

/** What the browser may offer in its file picker; the server reads the real type from the bytes. */
export const ACCEPTED_FILES = ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp";

/**
 * A file picker that also takes a file dropped on it. A file over the size limit is refused
 * here at once (no point sending 30 MB to hear "too large"); its type is checked by the server.
 */
export function FileDrop({
  file,
  onFile,
  error,
  onError,
  label = "File",
  disabled = false,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  label?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (picked: File | undefined) => {
    if (!picked) return;
    if (picked.size > MAX_DOWNLOAD_BYTES) {
      onFile(null);
      onError(TOO_LARGE_MESSAGE);
      return;
    }
    onError(undefined);
    onFile(picked);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center",
          over ? "border-brand-600 bg-brand-50" : error ? "border-red-700 bg-red-50" : "border-slate-300 bg-slate-50",
        )}
      >
        <FileUp aria-hidden="true" className="size-7 text-slate-600" />
        {file ? (
          <p className="text-sm break-all text-slate-900">
            <span className="font-semibold">{file.name}</span> ({formatFileSize(file.size)})
          </p>
        ) : (
          <p className="text-sm text-slate-700">Drop a file here, or choose one.</p>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPTED_FILES}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(event) => take(event.currentTarget.files?.[0])}
          className={cn(
            "block w-full max-w-xs text-sm text-slate-700",
            "file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-400 file:bg-white file:px-4 file:font-semibold file:text-slate-900 hover:file:bg-slate-100",
          )}
        />
      </div>
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
      <FieldHintText id={`${id}-hint`}>
        A PDF, JPEG, PNG or WebP file of at most {formatFileSize(MAX_DOWNLOAD_BYTES)}.
      </FieldHintText>
    </div>
  );
}

/** How much of the file has gone up, as a bar and in words (announced politely). */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite" className="mt-1 text-sm text-slate-700">
        {percent < 100 ? `Uploading… ${percent}%` : "Uploaded: checking the file…"}
      </p>
    </div>
  );
}
