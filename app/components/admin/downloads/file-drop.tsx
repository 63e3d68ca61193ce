import { FileUp } from "lucide-react";
import { useId } from "react";
import { FieldErrorText, FieldHintText } from "~/components/forms/fields";
import { formatFileSize, MAX_DOWNLOAD_BYTES, TOO_LARGE_MESSAGE } from "~server/downloads/download-labels";
import { FileDropZone } from "../file-drop-zone";

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

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <FileDropZone
        inputId={id}
        onFiles={(files) => take(files[0])}
        accept={ACCEPTED_FILES}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="gap-3 px-4 py-6"
        inputClassName="max-w-xs"
      >
        <FileUp aria-hidden="true" className="size-7 text-slate-600" />
        {file ? (
          <p className="text-sm break-all text-slate-900">
            <span className="font-semibold">{file.name}</span> ({formatFileSize(file.size)})
          </p>
        ) : (
          <p className="text-sm text-slate-700">Drop a file here, or choose one.</p>
        )}
      </FileDropZone>
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
