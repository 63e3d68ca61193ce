import { RotateCcw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { apiRequest } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { formatDateTimeIST } from "~server/formats/ist";
import { readActionError } from "./use-staff-action";

/** Rows asked for at a time: one of the page sizes the API takes (server/shared/page-sizes.ts). */
const PAGE_SIZE = 25;

/** What every revision row has (the blog's and the other content's summaries both do). */
export interface RevisionRow {
  id: number;
  version: number;
  reason: string;
  savedByLabel: string | null;
  createdAt: string;
}

type RevisionPage<Row> = { items: Row[]; total: number };

/** The words of a revision once asked for: they come one revision at a time. */
type Words<Full> = { state: "loading" } | { state: "ready"; revision: Full } | { state: "failed"; message: string };

export interface RevisionHistoryProps<Row extends RevisionRow, Full> {
  /** The API path of the entry's revisions: GET it for a page, GET `${path}/{id}` for one whole. */
  revisionsPath: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's description: what is kept and what "Restore" does. */
  description: string;
  /** Words of each reason a revision was written ("Saved", "Restored"). */
  reasonWords: Record<string, string>;
  /** A row's last line after "Version N · ", e.g. the word count or the name at that version. */
  rowDetail: (row: Row) => string;
  /** The chosen revision, whole, as staff read it. */
  renderRevision: (revision: Full) => React.ReactNode;
  /** Restores the revision; answers whether it worked (the dialog then closes). */
  onRestore: (revision: Row) => Promise<boolean>;
}

/**
 * An entry's saved versions, newest first (when, who, why), a page at a time; the chosen one whole,
 * and "Restore" to bring it back as a new version (the current one stays in the list). The blog
 * and every other staff-kept content share it; each says how its rows and revisions read.
 */
export function RevisionHistoryDialog<Row extends RevisionRow, Full>({
  open,
  onOpenChange,
  description,
  ...listProps
}: RevisionHistoryProps<Row, Full>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>Revision history</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <RevisionList {...listProps} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The list and the chosen revision's words; mounted each time the dialog opens (fresh list). */
function RevisionList<Row extends RevisionRow, Full>({
  revisionsPath,
  reasonWords,
  rowDetail,
  renderRevision,
  onRestore,
  onDone,
}: Omit<RevisionHistoryProps<Row, Full>, "open" | "onOpenChange" | "description"> & { onDone: () => void }) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [words, setWords] = useState<Record<number, Words<Full>>>({});
  const [pending, setPending] = useState(false);
  const live = useRef(true);
  const asked = useRef(new Set<number>());
  /** After "Show older", the first row it added takes the focus (the button may be gone). */
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const fetchWords = useCallback(
    (id: number) => {
      if (asked.current.has(id)) return;
      asked.current.add(id);
      setWords((known) => ({ ...known, [id]: { state: "loading" } }));
      (apiRequest<Full>(`${revisionsPath}/${id}`) as Promise<Full>)
        .then((revision) => {
          if (live.current) setWords((known) => ({ ...known, [id]: { state: "ready", revision } }));
        })
        .catch((failure: unknown) => {
          // Choosing the row again asks again.
          asked.current.delete(id);
          if (live.current)
            setWords((known) => ({ ...known, [id]: { state: "failed", message: readActionError(failure).message } }));
        });
    },
    [revisionsPath],
  );

  const choose = useCallback(
    (id: number) => {
      setChosen(id);
      fetchWords(id);
    },
    [fetchWords],
  );

  const fetchPage = useCallback(
    (wanted: number) =>
      apiRequest<RevisionPage<Row>>(
        `${revisionsPath}?${new URLSearchParams({ page: String(wanted), pageSize: String(PAGE_SIZE) })}`,
      ) as Promise<RevisionPage<Row>>,
    [revisionsPath],
  );

  const showPage = useCallback(
    (wanted: number, answer: RevisionPage<Row>) => {
      setRows((shown) => {
        // A save made meanwhile shifts the pages by one: a row already shown is not shown twice.
        const seen = new Set((shown ?? []).map((row) => row.id));
        const added = answer.items.filter((row) => !seen.has(row.id));
        if (wanted > 1) focusRow.current = added[0]?.id ?? null;
        return [...(shown ?? []), ...added];
      });
      setTotal(answer.total);
      setPage(wanted);
      if (wanted === 1 && answer.items[0]) choose(answer.items[0].id);
    },
    [choose],
  );

  useEffect(() => {
    fetchPage(1).then(
      (answer) => live.current && showPage(1, answer),
      (failure: unknown) => live.current && setError(readActionError(failure).message),
    );
  }, [fetchPage, showPage]);

  async function showOlder() {
    setLoadingMore(true);
    setError(null);
    try {
      const answer = await fetchPage(page + 1);
      if (live.current) showPage(page + 1, answer);
    } catch (failure) {
      if (live.current) setError(readActionError(failure).message);
    } finally {
      if (live.current) setLoadingMore(false);
    }
  }

  const selected = rows?.find((row) => row.id === chosen) ?? null;
  const selectedWords = chosen === null ? undefined : words[chosen];
  const latest = rows?.[0]?.id;
  const more = rows ? Math.max(0, total - rows.length) : 0;

  return (
    <>
      {error && (
        <p className="text-red-700">
          Could not load {rows ? "older revisions" : "the history"}: {error}
        </p>
      )}
      {!error && rows === null && <p className="text-slate-700">Loading the history…</p>}
      {rows && (
        <div className="grid gap-4 md:grid-cols-[17rem_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-2">
            <ul aria-label="Revisions" className="flex max-h-96 flex-col gap-1 overflow-y-auto md:max-h-[28rem]">
              {rows.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    aria-pressed={row.id === chosen}
                    onClick={() => choose(row.id)}
                    ref={(node) => {
                      if (node && focusRow.current === row.id) {
                        focusRow.current = null;
                        node.focus();
                      }
                    }}
                    className={cn(
                      "w-full rounded-md border border-slate-200 px-3 py-2 text-left text-sm [overflow-wrap:anywhere] hover:bg-slate-50",
                      "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden",
                      "aria-pressed:border-brand-600 aria-pressed:bg-brand-50",
                    )}
                  >
                    <span className="block font-semibold text-slate-900">
                      {formatDateTimeIST(row.createdAt)}
                      {row.id === latest && <span className="font-normal text-slate-700"> (current)</span>}
                    </span>
                    <span className="block text-slate-700">
                      {reasonWords[row.reason] ?? "Saved"} by {row.savedByLabel ?? "someone no longer on the staff"}
                    </span>
                    <span className="block text-slate-700">
                      Version {row.version} · {rowDetail(row)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {more > 0 && (
              <Button variant="outline" disabled={loadingMore} onClick={() => void showOlder()}>
                {loadingMore ? "Loading…" : `Show older (${more.toLocaleString("en-IN")} more)`}
              </Button>
            )}
          </div>
          {selected && (
            <div className="flex min-w-0 flex-col gap-3">
              {selectedWords?.state === "ready" ? (
                renderRevision(selectedWords.revision)
              ) : selectedWords?.state === "failed" ? (
                <div className="flex flex-col items-start gap-2">
                  <p className="text-red-700">Could not load this version: {selectedWords.message}</p>
                  <Button variant="outline" size="sm" onClick={() => fetchWords(selected.id)}>
                    Try again
                  </Button>
                </div>
              ) : (
                <p className="text-slate-700">Loading this version…</p>
              )}
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
