import { Monitor, Smartphone } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import type { PublicPopup } from "~server/popups/popup.schema";

// Loaded as the public popup host loads it (a dynamic import): a static import here would keep the
// bundler from giving the view a chunk of its own, which public pages fetch only when a popup shows.
const PopupView = lazy(() => import("~/components/popup-host/popup-view"));

const noop = () => {};

/**
 * The screens previewed, in CSS pixels; a frame wider than the room is scaled down to fit. The
 * desktop frame is a window just wide enough for the largest popup (36rem and its 1rem margins,
 * POPUP_MAX_WIDTH_REM): a popup looks the same on any wider screen, and a whole 1280 px screen
 * in the editor's column would draw its text at a quarter of its size.
 */
const frames = {
  desktop: { label: "Desktop", icon: Monitor, width: 640, height: 720 },
  phone: { label: "Phone", icon: Smartphone, width: 375, height: 720 },
} as const;
type FrameKind = keyof typeof frames;

/** Below this scale a frame's text is too small to read: a room that narrow previews the phone first. */
const READABLE_SCALE = 0.7;

/**
 * The popup as visitors will see it: drawn by the public site's own PopupView inside a frame of a
 * desktop or a phone's width. The frame's transform makes it the box the dialog's fixed position
 * refers to; `inert` keeps the preview out of the keyboard order and the accessibility tree.
 */
export function PopupPreview({ popup }: { popup: PublicPopup }) {
  // Until staff choose, the frame that the room shows at a readable size (the phone on a phone).
  const [chosen, setKind] = useState<FrameKind | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [room, setRoom] = useState<HTMLDivElement | null>(null);
  const [roomWidth, setRoomWidth] = useState(0);
  useEffect(() => {
    if (!room) return;
    const observer = new ResizeObserver(([entry]) => setRoomWidth(entry?.contentRect.width ?? 0));
    observer.observe(room);
    return () => observer.disconnect();
  }, [room]);
  const kind = chosen ?? (roomWidth > 0 && roomWidth < frames.desktop.width * READABLE_SCALE ? "phone" : "desktop");
  const frame = frames[kind];
  const scale = roomWidth > 0 ? Math.min(1, roomWidth / frame.width) : 1;
  return (
    <section aria-labelledby="popup-preview-heading" className="min-w-0">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="popup-preview-heading" className="text-lg font-semibold text-slate-900">
          Preview
        </h2>
        <div
          role="group"
          aria-label="Preview width"
          className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
        >
          {(Object.keys(frames) as FrameKind[]).map((key) => {
            const Icon = frames[key].icon;
            return (
              <button
                key={key}
                type="button"
                aria-pressed={kind === key}
                onClick={() => setKind(key)}
                className={cn(
                  "inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-slate-800 sm:min-h-9",
                  "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden",
                  "aria-pressed:bg-brand-700 aria-pressed:text-white",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {frames[key].label}
              </button>
            );
          })}
        </div>
      </div>
      <div
        ref={setRoom}
        className="w-full overflow-hidden"
        style={{ height: roomWidth > 0 ? frame.height * scale : undefined }}
      >
        <div
          ref={setContainer}
          inert
          data-testid="popup-preview"
          className="relative origin-top-left overflow-hidden rounded-xl border border-slate-300 bg-slate-700/60"
          style={{
            width: frame.width,
            height: frame.height,
            // Also what makes the frame the box the dialog's fixed position refers to.
            transform: `scale(${scale})`,
            marginLeft: roomWidth > frame.width ? (roomWidth - frame.width) / 2 : 0,
          }}
        >
          {container && roomWidth > 0 && (
            <Suspense fallback={null}>
              <PopupView popup={popup} onClose={noop} preview={{ container }} />
            </Suspense>
          )}
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {kind === "desktop" ? "As on a computer screen" : `Phone width, ${frame.width} px`}
        {scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ", actual size"}. Visitors see it after its delay, over
        the page dimmed like this; the preview shows it at once.
      </p>
    </section>
  );
}
