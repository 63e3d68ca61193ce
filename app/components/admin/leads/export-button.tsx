import { Download, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { toast } from "~/components/ui/use-toast";
import { readActionError } from "~/components/admin/use-staff-action";
import { ApiError, adminAuthHeaders } from "~/lib/api-client";
import { formatIndianNumber } from "~server/formats/rupees";

export const LEADS_EXPORT_PATH = "/api/admin/leads/export";

/** Parameters of the list's address that are not filters of the export. */
const NOT_EXPORTED = ["page", "pageSize"];

/** The export's address for the list's address: the same filters and order, every page. */
export function exportHref(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of NOT_EXPORTED) params.delete(name);
  const query = params.toString();
  return `${LEADS_EXPORT_PATH}${query ? `?${query}` : ""}`;
}

/**
 * Counts the records of a CSV as it streams: line ends outside quoted cells (a message may hold
 * line breaks inside its quotes). Keeps its state between chunks.
 */
export function csvRecordCounter() {
  let quoted = false;
  let lineEnds = 0;
  let pending = false;
  return {
    push(text: string) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34)
          quoted = !quoted; // a doubled quote toggles twice: still inside
        else if (c === 10 && !quoted) {
          lineEnds++;
          pending = false;
          continue;
        }
        if (c !== 13 && c !== 10) pending = true;
      }
    },
    /** Data records so far (the header line excluded). */
    get records() {
      return Math.max(0, lineEnds + (pending ? 1 : 0) - 1);
    },
  };
}

/** The file name the server gave (Content-Disposition), or a dated one. */
export function fileNameOf(disposition: string | null, today = new Date()): string {
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      // A badly encoded name: fall through to the plain one.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? "")?.[1];
  return plain?.trim() || `leads-${today.toISOString().slice(0, 10)}.csv`;
}

type ExportState = { phase: "idle" } | { phase: "running"; done: number; total: number | null; label: string };

/**
 * Downloads a CSV export with progress: the answer is read as a stream, its records counted
 * against `X-Total-Count`, then saved under the server's file name. Cancel aborts the request.
 * `expected`: for an export of picked leads, the number picked (a server that answers a different
 * count did not understand the selection, and nothing is saved).
 */
export function useLeadExport() {
  const [state, setState] = useState<ExportState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const start = useCallback(async (href: string, label: string, expected?: number) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: "running", done: 0, total: expected ?? null, label });
    try {
      const res = await fetch(href, { credentials: "include", headers: adminAuthHeaders(href), signal: abort.signal });
      if (!res.ok) {
        const body = await res.text();
        throw new ApiError(res.status, `${res.status}: ${body || res.statusText}`, body);
      }
      const totalHeader = Number(res.headers.get("X-Total-Count"));
      const total = Number.isFinite(totalHeader) && res.headers.has("X-Total-Count") ? totalHeader : null;
      if (expected !== undefined && total !== null && total !== expected) {
        abort.abort();
        toast({
          variant: "destructive",
          title: "This server cannot export a selection yet. Export the filtered list instead.",
        });
        return;
      }
      setState({ phase: "running", done: 0, total, label });
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      const counter = csvRecordCounter();
      const decoder = new TextDecoder();
      const reader = res.body?.getReader();
      if (reader) {
        let shownAt = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          counter.push(decoder.decode(value, { stream: true }));
          // A re-render per chunk would slow a big export down: a few times a second is enough.
          if (Date.now() - shownAt >= 150) {
            shownAt = Date.now();
            setState({ phase: "running", done: counter.records, total, label });
          }
        }
        counter.push(decoder.decode());
      }
      const name = fileNameOf(res.headers.get("Content-Disposition"));
      const blob = new Blob(chunks, { type: "text/csv;charset=utf-8" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked a little later: some browsers read the address after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      const records = counter.records;
      toast({ title: `Exported ${formatIndianNumber(records)} ${records === 1 ? "lead" : "leads"} to ${name}.` });
    } catch (error) {
      if (abort.signal.aborted) {
        toast({ title: "Export cancelled: nothing was saved." });
      } else {
        toast({ variant: "destructive", title: readActionError(error).message });
      }
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setState({ phase: "idle" });
      }
    }
  }, []);

  return { state, start, cancel, running: state.phase === "running" };
}

/** The progress of a running export: a bar, "12,000 of 1,00,000 leads", and Cancel. */
export function ExportProgress({ state, onCancel }: { state: ExportState; onCancel: () => void }) {
  if (state.phase !== "running") return null;
  const { done, total, label } = state;
  const shown = total === null ? done : Math.min(done, total);
  return (
    <section
      aria-label="Export in progress"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">{label}</p>
        {/* A drawn bar: a styled <progress> looks different in every browser. */}
        <div
          role="progressbar"
          aria-label="Leads exported"
          aria-valuemin={0}
          aria-valuemax={total ?? undefined}
          aria-valuenow={total ? shown : undefined}
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn(
              "h-full rounded-full bg-brand-700 transition-[width]",
              total === null && "w-1/3 animate-pulse",
            )}
            style={total ? { width: `${total > 0 ? (shown / total) * 100 : 100}%` } : undefined}
          />
        </div>
        <p className="mt-1 text-sm text-slate-700" aria-live="polite">
          {total === null
            ? `${formatIndianNumber(done)} ${done === 1 ? "lead" : "leads"} so far`
            : `${formatIndianNumber(shown)} of ${formatIndianNumber(total)} ${total === 1 ? "lead" : "leads"}`}
        </p>
      </div>
      <Button variant="outline" size="sm" className="h-11 sm:h-9" onClick={onCancel}>
        <X aria-hidden="true" /> Cancel<span className="sr-only"> the export</span>
      </Button>
    </section>
  );
}

/** The page header's export button: every lead the filters show, in the list's order. */
export function ExportButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button variant="outline" onClick={onClick} disabled={disabled}>
      <Download aria-hidden="true" /> Export CSV
    </Button>
  );
}
