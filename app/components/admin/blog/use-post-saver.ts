import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import { adminAuthHeaders } from "~/lib/api-client";
import type { StaffPost } from "~server/blog/post.schema";
import { postEditPath } from "~server/blog/post-rules";
import {
  AUTOSAVE_DELAY_MS,
  contentBody,
  contentOf,
  emptyContent,
  nextSaveState,
  publishingBody,
  publishingOf,
  retryDelay,
  type PostContent,
  type PostPublishing,
} from "./post-editor-rules";

/** How a save was started: a pause in typing, the page being left, or a button. */
type SaveKind = "auto" | "leave" | "manual";

interface SaveRequest {
  kind: SaveKind;
  /** Sends the status and time too (the main button); autosave never does. */
  publishing?: PostPublishing;
  success?: string;
}

/** Browsers refuse keepalive requests with larger bodies (64 KiB for all in flight). */
const KEEPALIVE_LIMIT = 60_000;

const json = (content: PostContent) => JSON.stringify(contentBody(content));

/**
 * The post editor's saving (docs/decisions/0024-blog-editor.md): the first save creates the post,
 * later ones PATCH with the version they started from; a draft saves itself after a pause and
 * when the tab is hidden or left; an unreachable server is retried with backoff; a stale version
 * stops everything and hands both versions to the conflict panel.
 */
export function usePostSaver(initial: StaffPost | null, defaultAuthor: string) {
  const [post, setPost] = useState<StaffPost | null>(initial);
  const [content, setContentState] = useState<PostContent>(initial ? contentOf(initial) : emptyContent(defaultAuthor));
  const [publishing, setPublishing] = useState<PostPublishing>(publishingOf(initial));
  const [state, dispatch] = useReducer(
    nextSaveState,
    initial ? { kind: "saved", at: initial.updatedAt } : { kind: "new" },
  );
  const [conflict, setConflict] = useState<StaffPost | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(() => json(initial ? contentOf(initial) : emptyContent(defaultAuthor)));

  const postRef = useRef(post);
  const contentRef = useRef(content);
  const savedRef = useRef(saved);
  const conflictRef = useRef<StaffPost | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempt = useRef(0);
  const retryRequest = useRef<SaveRequest | null>(null);

  const dirty = json(content) !== saved;
  const autosaves = post === null || post.status === "draft";

  const markSaved = (value: string) => {
    savedRef.current = value;
    setSaved(value);
  };

  /** Puts a post from the server in the editor (after a restore, or "Use theirs"). */
  const load = useCallback((next: StaffPost) => {
    clearTimeout(timer.current);
    postRef.current = next;
    setPost(next);
    const loaded = contentOf(next);
    contentRef.current = loaded;
    setContentState(loaded);
    setPublishing(publishingOf(next));
    markSaved(json(loaded));
    conflictRef.current = null;
    setConflict(null);
    setErrors({});
    dispatch({ type: "resolved", at: next.updatedAt });
  }, []);

  const sendRef = useRef<(request: SaveRequest) => Promise<boolean>>(async () => false);

  const retry = useCallback(() => {
    const request = retryRequest.current;
    retryRequest.current = null;
    if (request) void sendRef.current(request);
  }, []);

  /** The server could not be reached: say so and try again later (sooner when back online). */
  const unreachable = useCallback(
    (request: SaveRequest): false => {
      attempt.current += 1;
      dispatch({ type: "unreachable" });
      retryRequest.current = { ...request, kind: request.kind === "leave" ? "auto" : request.kind };
      clearTimeout(timer.current);
      timer.current = setTimeout(retry, retryDelay(attempt.current));
      return false;
    },
    [retry],
  );

  const send = useCallback(
    async (request: SaveRequest): Promise<boolean> => {
      // One save at a time: a later one waits for the one in flight, then sends what is newer.
      while (inFlight.current) await inFlight.current;
      if (conflictRef.current) return false;
      const current = contentRef.current;
      const sent = json(current);
      const existing = postRef.current;
      if (request.kind !== "manual" && (sent === savedRef.current || (existing && existing.status !== "draft")))
        return true;
      if (!existing && !current.title.trim()) {
        if (request.kind === "manual") {
          setErrors({ title: "Give the post a title" });
          dispatch({ type: "invalid", message: "give the post a title." });
        }
        return false;
      }
      const work = (async () => {
        dispatch({ type: "start" });
        const body = {
          ...contentBody(current),
          ...(request.publishing ? publishingBody(request.publishing) : {}),
          ...(existing ? { version: existing.version } : {}),
          ...(existing && request.kind !== "manual" ? { autosave: true } : {}),
        };
        const text = JSON.stringify(body);
        const path = existing ? `/api/admin/posts/${existing.id}` : "/api/admin/posts";
        let res: Response;
        try {
          res = await fetch(path, {
            method: existing ? "PATCH" : "POST",
            headers: { "Content-Type": "application/json", ...adminAuthHeaders(path) },
            body: text,
            credentials: "include",
            keepalive: request.kind === "leave" && text.length < KEEPALIVE_LIMIT,
          });
        } catch {
          return unreachable(request);
        }
        if (res.status >= 500) return unreachable(request);
        const answer = (await res.json().catch(() => null)) as
          | (StaffPost & { error?: undefined })
          | { error?: { message?: string; fields?: Record<string, string> }; current?: StaffPost }
          | null;
        attempt.current = 0;
        if (res.ok && answer && !answer.error) {
          const savedPost = answer as StaffPost;
          postRef.current = savedPost;
          setPost(savedPost);
          // The server may have made the slug (from the title, with a number when taken, post-<id>).
          let baseline = current;
          if (savedPost.slug !== contentBody(current).slug) {
            baseline = { ...current, slug: savedPost.slug };
            if (contentRef.current.slug === current.slug) {
              contentRef.current = { ...contentRef.current, slug: savedPost.slug };
              setContentState(contentRef.current);
            }
          }
          markSaved(json(baseline));
          if (request.publishing) setPublishing(publishingOf(savedPost));
          if (!existing) window.history.replaceState(window.history.state, "", postEditPath(savedPost.id));
          setErrors({});
          const clean = json(contentRef.current) === savedRef.current;
          dispatch({ type: "saved", at: savedPost.updatedAt, clean });
          if (request.success) toast({ title: request.success });
          return true;
        }
        const error = answer && "error" in answer ? answer.error : undefined;
        if (res.status === 409 && answer && "current" in answer && answer.current) {
          conflictRef.current = answer.current;
          setConflict(answer.current);
          dispatch({ type: "conflict" });
          if (request.kind === "manual")
            toast({ variant: "destructive", title: "Someone else changed this post. Choose which words to keep." });
          return false;
        }
        if (res.status === 400 && error?.fields && Object.keys(error.fields).length > 0) {
          const fields = error.fields;
          setErrors(fields);
          const messages = Object.values(fields);
          dispatch({
            type: "invalid",
            message: messages.length === 1 ? messages[0]! : "check the highlighted fields.",
          });
          if (request.kind === "manual")
            toast({
              variant: "destructive",
              title: messages.length === 1 ? messages[0]! : "Check the highlighted fields.",
            });
          return false;
        }
        const message =
          res.status === 401
            ? "your session ended. Sign in again in another tab, then save here: your words stay on this page."
            : (error?.message ?? `the server answered ${res.status}. Try again in a minute.`);
        dispatch({ type: "failed", message });
        if (request.kind === "manual") toast({ variant: "destructive", title: `Not saved: ${message}` });
        return false;
      })();
      inFlight.current = work;
      try {
        return await work;
      } finally {
        inFlight.current = null;
      }
    },
    [unreachable],
  );
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const setContent = useCallback((update: (current: PostContent) => PostContent) => {
    const next = update(contentRef.current);
    contentRef.current = next;
    setContentState(next);
    dispatch({ type: "edit" });
  }, []);

  // A pause in typing saves a draft.
  useEffect(() => {
    if (!dirty || !autosaves || conflict || retryRequest.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send({ kind: "auto" }), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [content, dirty, autosaves, conflict, send]);

  // Hiding the tab, or leaving the page, saves a draft at once (keepalive outlives the page).
  useEffect(() => {
    const leave = () => {
      if (json(contentRef.current) === savedRef.current) return;
      clearTimeout(timer.current);
      void send({ kind: "leave" });
    };
    const onVisibility = () => document.visibilityState === "hidden" && leave();
    const onOnline = () => {
      if (retryRequest.current) {
        clearTimeout(timer.current);
        retry();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", leave);
    window.addEventListener("online", onOnline);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("online", onOnline);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    post,
    content,
    setContent,
    publishing,
    setPublishing,
    state,
    errors,
    setErrors,
    dirty,
    autosaves,
    conflict,
    /** The main button: the content with the chosen status (and a toast). */
    save: (success: string, withPublishing = true) =>
      send({ kind: "manual", publishing: withPublishing ? publishing : undefined, success }),
    /** A save now, if anything changed (before leaving through the app). */
    flush: () => send({ kind: "auto" }),
    /** "Keep mine": my words saved on top of their version (theirs stays in the revisions). */
    keepMine: async () => {
      const theirs = conflictRef.current;
      if (!theirs) return false;
      postRef.current = theirs;
      setPost(theirs);
      conflictRef.current = null;
      setConflict(null);
      dispatch({ type: "edit" });
      return send({ kind: "manual", success: "Your version is saved. Theirs is kept in the revision history." });
    },
    /** "Use theirs": their version in the editor (mine is gone unless copied). */
    useTheirs: () => {
      const theirs = conflictRef.current;
      if (!theirs) return;
      load(theirs);
      toast({ title: "Their version is in the editor now." });
    },
    load,
    /** The post as last saved (after a save that has just finished, too). */
    current: () => postRef.current,
  };
}
