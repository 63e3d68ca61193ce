import { useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A dashed area around a real, labelled file input that also takes files dropped on it: keyboard
 * and screen-reader users choose files the usual way, dropping is a shortcut. Used for the
 * downloads' file and the media library's uploads; each says what it takes in `children`.
 */
export function FileDropZone({
  inputId,
  onFiles,
  accept,
  multiple = false,
  disabled = false,
  invalid = false,
  describedBy,
  className,
  inputClassName,
  children,
  "data-testid": testId,
}: {
  /** For the label that names the input. */
  inputId: string;
  /** The files chosen or dropped (none when the picker was cancelled). */
  onFiles: (files: File[]) => void;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Shows the area and the input as wrong (a message for it stands nearby). */
  invalid?: boolean;
  describedBy: string;
  /** The area's layout: padding, gap, direction. */
  className: string;
  /** The input's width. */
  inputClassName: string;
  /** What stands before the input: an icon, the label or the file chosen. */
  children: ReactNode;
  "data-testid"?: string;
}) {
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles(Array.from(event.dataTransfer.files));
      }}
      data-testid={testId}
      className={cn(
        "flex flex-col items-center rounded-lg border-2 border-dashed text-center",
        className,
        over ? "border-brand-600 bg-brand-50" : invalid ? "border-red-700 bg-red-50" : "border-slate-300 bg-slate-50",
      )}
    >
      {children}
      <input
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // A picker for several files starts empty again, so the same file can be chosen after a
          // refusal; a picker for one keeps showing the file it holds.
          if (multiple) event.currentTarget.value = "";
          onFiles(files);
        }}
        className={cn(
          "block w-full text-sm text-slate-700",
          "file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-400 file:bg-white file:px-4 file:font-semibold file:text-slate-900 hover:file:bg-slate-100",
          inputClassName,
        )}
      />
    </div>
  );
}
