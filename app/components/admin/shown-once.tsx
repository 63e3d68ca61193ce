import { MessageCircle, TriangleAlert } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { CopyButton } from "./copy-button";

/**
 * A secret the server answers once (a temporary password, a set-up link, an API token): shown in
 * a field that is easy to select on a phone, with Copy, optionally "Send on WhatsApp" (how this
 * office passes things on), and a plain warning that it cannot be shown again.
 */
export function ShownOnce({
  label,
  value,
  children,
  whatsappText,
  onDone,
  doneLabel = "Done",
}: {
  /** What the value is, e.g. "Temporary password for Anita Thomas". */
  label: string;
  value: string;
  /** What to do with it (who needs it, where it goes, how long it works). */
  children?: ReactNode;
  /** A message carrying the value, for https://wa.me/?text=… (the sender picks the chat). */
  whatsappText?: string;
  onDone: () => void;
  doneLabel?: string;
}) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <label htmlFor={fieldId} className="mb-1.5 block text-sm font-semibold text-slate-900">
          {label}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* Wraps, so a long link or token can be read whole on a phone before it is sent. */}
          <textarea
            ref={field}
            id={fieldId}
            readOnly
            value={value}
            rows={value.length > 24 ? 2 : 1}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="field-sizing-content min-h-11 w-full min-w-0 resize-none rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-base break-all text-slate-900"
          />
          <CopyButton text={value} onFailed={() => field.current?.select()} className="shrink-0" />
        </div>
      </div>
      {children && <div className="text-sm text-slate-700">{children}</div>}
      <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>This is shown only now and cannot be shown again. Copy or send it before you close this window.</span>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {whatsappText && (
          <Button asChild variant="outline">
            <a
              href={`https://wa.me/?text=${encodeURIComponent(whatsappText)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" />
              Send on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        )}
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </div>
  );
}
