import { ImageIcon, ImagePlus, Search, Trash2 } from "lucide-react";
import { useCallback, useId, useState, type FormEvent } from "react";
import { FormAlert, TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { apiRequest } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { MAX_ALT_LENGTH, type MediaItem } from "~server/media/media.schema";
import { formatFileSize } from "~server/downloads/download-labels";
import { MEDIA_API, type MediaKind } from "./media-files";
import { MediaThumb } from "./media-thumb";
import { UploadList, UploadZone, useMediaUploads } from "./media-upload";
import { useMediaList } from "./use-media-list";

export const ALT_REQUIRED_MESSAGE =
  "Describe what the image shows (alt text), e.g. “Family in front of their new house in Kochi”. Screen readers read it to people who cannot see the image.";

/**
 * Keeps a description given to an image that has none in the library, so the next person who
 * picks it finds it; whoever asked for it has it either way, so a failure changes nothing.
 */
export function keepAltInLibrary(item: MediaItem, alt: string): void {
  if (item.alt.trim() !== "" || alt.trim() === "") return;
  void apiRequest(`${MEDIA_API}/${item.id}`, { method: "PATCH", body: { alt, version: item.version } }).catch(
    () => undefined,
  );
}

/**
 * Chooses an item of the media library: search, upload right here (the new file is chosen at
 * once), and for an image its alt text, prefilled from the library and required before
 * “Use this image”. An alt text typed for an image that has none in the library is kept there
 * too, so the next person who picks it finds it.
 */
export function MediaPickerDialog({
  open,
  onOpenChange,
  kind = "image",
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind?: MediaKind;
  onPick: (item: MediaItem) => void;
}) {
  // Not closed while files are going up (the upload would finish unseen).
  const [busy, setBusy] = useState(false);
  const isImage = kind === "image";
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{isImage ? "Choose an image" : "Choose a file"}</DialogTitle>
          <DialogDescription>
            Pick one from the media library or upload a new one{isImage ? "; then say what it shows" : ""}.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts afresh. */}
        <PickerBody
          kind={kind}
          onBusyChange={setBusy}
          onCancel={() => onOpenChange(false)}
          onPick={(item) => {
            onPick(item);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({
  kind,
  onBusyChange,
  onCancel,
  onPick,
}: {
  kind: MediaKind;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onPick: (item: MediaItem) => void;
}) {
  const [search, setSearch] = useState("");
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | undefined>();
  const list = useMediaList({ open: true, kind, search });
  const { prepend } = list;
  const chosen = list.items.find((item) => item.id === chosenId) ?? null;
  const searchId = useId();
  const isImage = kind === "image";
  const noun = isImage ? "image" : "file";

  const choose = useCallback((item: MediaItem) => {
    setChosenId(item.id);
    setAlt(item.alt);
    setAltError(undefined);
  }, []);

  const uploads = useMediaUploads(
    useCallback(
      (item: MediaItem) => {
        prepend(item);
        choose(item);
      },
      [prepend, choose],
    ),
    onBusyChange,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes events up through the portal: the form around the ImageField must not submit too.
    event.stopPropagation();
    if (!chosen) return;
    const text = alt.trim();
    if (isImage && text === "") {
      setAltError(ALT_REQUIRED_MESSAGE);
      document.getElementById(`${searchId}-alt`)?.focus();
      return;
    }
    if (isImage) keepAltInLibrary(chosen, text);
    onPick({ ...chosen, alt: isImage ? text : chosen.alt });
  };

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4">
      <UploadZone kind={kind} compact disabled={uploads.busy} onFiles={(files) => void uploads.add(files)} />
      <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
      <div className="relative">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-slate-900">
          Search the library
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-slate-600" />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder="File name, title or alt text"
          className="block h-11 w-full rounded-md border border-slate-400 bg-white pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-hidden"
        />
      </div>
      <LibraryChoices
        kind={kind}
        items={list.items}
        total={list.total}
        loading={list.loading}
        error={list.error}
        searching={search.trim() !== ""}
        chosenId={chosenId}
        onChoose={choose}
        onMore={list.more}
        onRetry={list.retry}
      />
      {chosen && (
        <section
          aria-label={`Chosen ${noun}`}
          className="grid grid-cols-[5rem_minmax(0,1fr)] gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4"
        >
          <MediaThumb item={chosen} width={160} className="rounded-md" />
          <div className="grid min-w-0 content-start gap-3">
            <p className="text-sm break-all text-slate-800">
              <span className="font-semibold text-slate-900">{chosen.fileName}</span> ·{" "}
              {chosen.width && chosen.height ? `${chosen.width} × ${chosen.height} px · ` : ""}
              {formatFileSize(chosen.byteSize)}
            </p>
            {isImage && (
              <TextField
                id={`${searchId}-alt`}
                label="Alt text"
                value={alt}
                maxLength={MAX_ALT_LENGTH}
                onChange={(event) => {
                  setAlt(event.currentTarget.value);
                  if (event.currentTarget.value.trim()) setAltError(undefined);
                }}
                error={altError}
                hint="What the image shows, in a sentence, for people who cannot see it."
              />
            )}
          </div>
        </section>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={uploads.busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!chosen || uploads.busy}>
          {isImage ? "Use this image" : "Use this file"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The library's items as radio buttons (arrow keys move between them), newest first. */
function LibraryChoices({
  kind,
  items,
  total,
  loading,
  error,
  searching,
  chosenId,
  onChoose,
  onMore,
  onRetry,
}: {
  kind: MediaKind;
  items: MediaItem[];
  total: number;
  loading: boolean;
  error: string | null;
  searching: boolean;
  chosenId: number | null;
  onChoose: (item: MediaItem) => void;
  onMore: (() => void) | null;
  onRetry: () => void;
}) {
  const name = useId();
  const noun = kind === "image" ? "images" : "files";
  if (error)
    return (
      <div className="grid justify-items-start gap-2">
        <FormAlert>{error}</FormAlert>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (items.length === 0)
    return (
      <p role="status" className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
        {loading
          ? "Loading the library…"
          : searching
            ? `No ${noun} match this search. Try other words, or upload the ${kind === "image" ? "image" : "file"} above.`
            : `The library has no ${noun} yet. Upload one above.`}
      </p>
    );
  return (
    <fieldset aria-busy={loading} className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">
        Library ({total} {total === 1 ? noun.slice(0, -1) : noun}
        {searching ? " found" : ""})
      </legend>
      <div className="grid max-h-80 grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-4 lg:grid-cols-6">
        {items.map((item) => (
          <label
            key={item.id}
            className={cn(
              "relative flex min-w-0 cursor-pointer flex-col overflow-hidden rounded-md border border-slate-300 bg-white",
              "has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2",
            )}
          >
            <input
              type="radio"
              name={name}
              value={item.id}
              checked={chosenId === item.id}
              onChange={() => onChoose(item)}
              className="sr-only"
            />
            <MediaThumb item={item} width={120} />
            <span className="truncate px-2 py-1.5 text-xs text-slate-800">{item.fileName}</span>
          </label>
        ))}
      </div>
      {onMore && (
        <Button variant="outline" className="mt-2" onClick={onMore} disabled={loading}>
          {loading ? "Loading…" : `Show more (${total - items.length} more)`}
        </Button>
      )}
    </fieldset>
  );
}

export interface ImageValue {
  url: string;
  alt: string;
}

/**
 * An image of a form (a post's cover, a deal's image, a popup's image, a lender's logo): a
 * preview, “Choose image” / “Remove”, and its alt text. The library is the way in; `address`
 * adds a typed address for forms that also take images from elsewhere. `alt: false` leaves out
 * the alt text input (the form has none: the popup's image is decorative, a logo is named by the
 * lender's name beside it).
 */
export function ImageField({
  label,
  value,
  onChange,
  required = false,
  hint,
  error,
  altError,
  alt: withAlt = true,
  address,
  disabled = false,
}: {
  label: string;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  required?: boolean;
  hint?: string;
  error?: string;
  altError?: string;
  alt?: boolean;
  address?: { label: string; hint?: string; error?: string };
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const url = value?.url.trim() ?? "";
  const shown = url !== "" && /^(https:\/\/|\/(?!\/))/i.test(url);

  return (
    <fieldset className="min-w-0" aria-describedby={hint || error ? `${id}-about` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">
        {label}
        {!required && <span className="font-normal text-slate-600"> (optional)</span>}
      </legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div
          className={cn(
            "flex aspect-video w-full max-w-60 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-slate-50",
            error ? "border-red-700" : "border-slate-300",
          )}
        >
          {shown ? (
            <img
              src={url}
              alt={value?.alt ? `Chosen: ${value.alt}` : "Chosen image"}
              className="size-full object-contain"
            />
          ) : (
            <span className="flex flex-col items-center gap-1 p-2 text-center text-sm text-slate-600">
              <ImageIcon aria-hidden="true" className="size-6" />
              {url ? "No preview for this address" : "No image chosen"}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
            <ImagePlus aria-hidden="true" />
            {url ? "Change image" : "Choose image"}
          </Button>
          {url && (
            <Button variant="ghost" onClick={() => onChange(null)} disabled={disabled}>
              <Trash2 aria-hidden="true" />
              Remove image
            </Button>
          )}
        </div>
      </div>
      {(hint || error) && (
        <div id={`${id}-about`}>
          {error && <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p>}
          {hint && <p className="mt-1.5 text-sm text-slate-600">{hint}</p>}
        </div>
      )}
      {address && (
        <TextField
          className="mt-3"
          label={address.label}
          optional
          inputMode="url"
          value={value?.url ?? ""}
          disabled={disabled}
          error={address.error}
          hint={address.hint}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange(next === "" && !value?.alt ? null : { url: next, alt: value?.alt ?? "" });
          }}
        />
      )}
      {withAlt && (url || altError) && (
        <TextField
          className="mt-3"
          label="Alt text"
          value={value?.alt ?? ""}
          maxLength={MAX_ALT_LENGTH}
          disabled={disabled}
          error={altError}
          hint="What the image shows, for people who cannot see it."
          onChange={(event) => onChange({ url: value?.url ?? "", alt: event.currentTarget.value })}
        />
      )}
      <MediaPickerDialog
        open={open}
        onOpenChange={setOpen}
        onPick={(item) => onChange({ url: item.url, alt: withAlt ? item.alt : (value?.alt ?? item.alt) })}
      />
    </fieldset>
  );
}
