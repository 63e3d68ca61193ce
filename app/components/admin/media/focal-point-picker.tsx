import { useId, type KeyboardEvent, type PointerEvent } from "react";
import type { FocalPoint, MediaItem } from "~server/media/media.schema";
import { focalPosition } from "./media-files";

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The variant closest to `width` (or the original): sharp enough, not the 5 MB photo. */
function previewUrl(item: Pick<MediaItem, "url" | "variants">, width: number): string {
  return item.variants.find((variant) => variant.width >= width)?.url ?? item.url;
}

/**
 * Where the important part of an image is. A click or tap on the image puts the crosshair
 * there; with the keyboard the arrow keys move it (Shift for bigger steps). Every crop of the
 * image on the site (object-fit: cover with this object-position) keeps that point in view, as
 * the three crops beside it show while it moves.
 */
export function FocalPointPicker({
  item,
  value,
  onChange,
  disabled = false,
}: {
  item: Pick<MediaItem, "url" | "variants" | "placeholder" | "width" | "height">;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const src = previewUrl(item, 960);

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = event.shiftKey ? 0.1 : 0.02;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (event.key === "Home") onChange({ x: 0.5, y: 0.5 });
    if (!delta) return;
    event.preventDefault();
    onChange({ x: clamp(value.x + delta[0]), y: clamp(value.y + delta[1]) });
  };

  const position = focalPosition(value);
  return (
    <div className="grid gap-3">
      <div>
        <p id={`${id}-label`} className="text-sm font-semibold text-slate-900">
          Focal point
        </p>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          Click or tap the part of the image that must stay in view, or focus the image and use the arrow keys (Shift
          for bigger steps, Home for the centre).
        </p>
      </div>
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value.x * 100)}
        aria-valuetext={`${percent(value.x)} from the left, ${percent(value.y)} from the top`}
        aria-disabled={disabled || undefined}
        onPointerDown={pick}
        onKeyDown={move}
        data-testid="focal-point-area"
        className="relative mx-auto w-full max-w-md cursor-crosshair touch-none overflow-hidden rounded-md bg-slate-100 select-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-hidden"
      >
        <img
          src={src}
          alt=""
          draggable={false}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          className="block h-auto w-full bg-cover"
          style={{ backgroundImage: item.placeholder ? `url("${item.placeholder}")` : undefined }}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_rgb(15_23_42/0.8)]"
          style={{ left: percent(value.x), top: percent(value.y) }}
        >
          <span className="absolute top-1/2 left-[-10px] h-0.5 w-[48px] -translate-y-1/2 bg-white shadow-[0_0_0_1px_rgb(15_23_42/0.8)]" />
          <span className="absolute top-[-10px] left-1/2 h-[48px] w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(15_23_42/0.8)]" />
        </span>
      </div>
      <p aria-live="polite" className="text-center text-sm text-slate-700">
        Focal point: {percent(value.x)} from the left, {percent(value.y)} from the top
      </p>
      <figure>
        <figcaption className="mb-1.5 text-sm font-semibold text-slate-900">How crops on the site look</figcaption>
        <div className="flex items-end gap-3" data-testid="crop-previews">
          {(
            [
              ["16:9", "aspect-video w-2/5"],
              ["1:1", "aspect-square w-1/4"],
              ["4:5", "aspect-[4/5] w-1/5"],
            ] as const
          ).map(([ratio, size]) => (
            <div key={ratio} className={size}>
              <img
                src={previewUrl(item, 320)}
                alt=""
                className="size-full rounded border border-slate-300 object-cover"
                style={{ objectPosition: position }}
              />
              <p className="mt-1 text-center text-xs text-slate-700">{ratio}</p>
            </div>
          ))}
        </div>
      </figure>
    </div>
  );
}
