import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "~/lib/api-client";
import type { MediaItem } from "~server/media/media.schema";
import { readActionError } from "../use-staff-action";
import { MEDIA_API, type MediaKind } from "./media-files";

const PAGE_SIZE = 25; // one of the page sizes the API takes (server/shared/page-sizes.ts)

/**
 * The library as the picker reads it: GET /api/admin/media page by page (newest first), with a
 * search that waits for typing to pause. "Show more" adds the next page; a new search starts
 * again from page 1. Answers that arrive after a newer request are dropped.
 */
export function useMediaList({ open, kind, search }: { open: boolean; kind: MediaKind; search: string }) {
  const [items, setItems] = useState<MediaItem[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  const load = useCallback(
    async (wanted: number) => {
      const request = ++latest.current;
      setLoading(true);
      setError(null);
      const params = new URLSearchParams({ page: String(wanted), pageSize: String(PAGE_SIZE), kind });
      if (search.trim()) params.set("search", search.trim());
      try {
        const answer = (await apiRequest<{ items: MediaItem[]; total: number }>(`${MEDIA_API}?${params}`)) as {
          items: MediaItem[];
          total: number;
        };
        if (request !== latest.current) return;
        setItems((shown) => (wanted === 1 ? answer.items : [...shown, ...answer.items]));
        setTotal(answer.total);
        setPage(wanted);
      } catch (failure) {
        if (request !== latest.current) return;
        setError(readActionError(failure).message);
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [kind, search],
  );

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void load(1), search ? 300 : 0);
    return () => clearTimeout(timer);
  }, [open, load, search, attempt]);

  /** A new upload goes first, as the server would list it. */
  const prepend = useCallback((item: MediaItem) => {
    setItems((shown) => [item, ...shown.filter((other) => other.id !== item.id)]);
    setTotal((count) => count + 1);
  }, []);

  return {
    items,
    total,
    loading,
    error,
    more: items.length < total ? () => void load(page + 1) : null,
    retry: () => setAttempt((n) => n + 1),
    prepend,
  };
}
