import { ExternalLink, FileText, RotateCw, Save, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
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
import { formatFileSize } from "~server/downloads/download-labels";
import { formatDateTimeIST } from "~server/formats/ist";
import { MAX_ALT_LENGTH, MAX_MEDIA_TITLE_LENGTH, type FocalPoint, type MediaItem } from "~server/media/media.schema";
import { ConfirmDialog } from "../confirm-dialog";
import { CopyButton } from "../copy-button";
import { useStaffAction } from "../use-staff-action";
import { FocalPointPicker } from "./focal-point-picker";
import { MEDIA_API, typeLabel } from "./media-files";

const usageWords: Record<MediaItem["usedIn"][number]["kind"], string> = {
  post: "Blog post",
  deal: "Deal",
  popup: "Popup",
  settings: "Settings",
  download: "Download",
};

/**
 * One file of the library: preview, facts, its address to copy, where it is used, and (for
 * writers) alt text, title and focal point, saved together with the version they were read at,
 * and Delete. A file in use cannot be deleted; the API's answer says where it is used.
 */
export function MediaDetailDialog({
  item,
  canWrite,
  onOpenChange,
}: {
  item: MediaItem | null;
  canWrite: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [generation, setGeneration] = useState(0);
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle className="break-all">{item?.title || item?.fileName || "File"}</DialogTitle>
          <DialogDescription>
            {item?.kind === "image"
              ? "Alt text, title and focal point are used wherever the image appears on the site."
              : "A PDF of the library."}
          </DialogDescription>
        </DialogHeader>
        {/* After "Load the current version" the form starts again from what is stored. */}
        {item && (
          <DetailBody
            key={`${item.id}-${generation}`}
            item={item}
            canWrite={canWrite}
            onClose={() => onOpenChange(false)}
            onReloaded={() => setGeneration((count) => count + 1)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({
  item,
  canWrite,
  onClose,
  onReloaded,
}: {
  item: MediaItem;
  canWrite: boolean;
  onClose: () => void;
  onReloaded: () => void;
}) {
  const { run, pending } = useStaffAction();
  const revalidator = useRevalidator();
  const [alt, setAlt] = useState(item.alt);
  const [title, setTitle] = useState(item.title);
  const [focal, setFocal] = useState<FocalPoint>(item.focalPoint);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isImage = item.kind === "image";
  const absoluteUrl = typeof window === "undefined" ? item.url : new URL(item.url, window.location.origin).href;
  const changed =
    alt !== item.alt || title !== item.title || focal.x !== item.focalPoint.x || focal.y !== item.focalPoint.y;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setConflict(false);
    const result = await run<MediaItem>(`${MEDIA_API}/${item.id}`, {
      method: "PATCH",
      body: { alt, title, ...(isImage ? { focalPoint: focal } : {}), version: item.version },
      success: "Saved.",
      onFieldErrors: setErrors,
    });
    if (!result.ok && result.error.status === 409) setConflict(true);
  };

  const remove = async () => {
    setRefusal(null);
    const result = await run(`${MEDIA_API}/${item.id}`, {
      method: "DELETE",
      success: `Deleted “${item.fileName}”.`,
    });
    if (result.ok) onClose();
    else setRefusal(result.error.message);
    return true;
  };

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="min-w-0">
        {isImage ? (
          canWrite ? (
            <FocalPointPicker item={item} value={focal} onChange={setFocal} disabled={pending} />
          ) : (
            <img
              src={item.variants.find((variant) => variant.width >= 960)?.url ?? item.url}
              alt={item.alt}
              width={item.width ?? undefined}
              height={item.height ?? undefined}
              className="h-auto w-full rounded-md bg-slate-100"
            />
          )
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-md bg-slate-100 p-8">
            <FileText aria-hidden="true" className="size-12 text-slate-600" />
            <a href={item.url} className="font-semibold text-brand-700 underline underline-offset-2">
              Download the PDF
            </a>
          </div>
        )}
      </div>

      <div className="grid min-w-0 content-start gap-5">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="font-semibold text-slate-900">File name</dt>
          <dd className="break-all text-slate-800">{item.fileName}</dd>
          <dt className="font-semibold text-slate-900">Type</dt>
          <dd className="text-slate-800">{typeLabel(item.mimeType)}</dd>
          <dt className="font-semibold text-slate-900">Size</dt>
          <dd className="text-slate-800">{formatFileSize(item.byteSize)}</dd>
          {item.width && item.height && (
            <>
              <dt className="font-semibold text-slate-900">Dimensions</dt>
              <dd className="text-slate-800">
                {item.width} × {item.height} px
              </dd>
            </>
          )}
          <dt className="font-semibold text-slate-900">Uploaded</dt>
          <dd className="text-slate-800">
            {formatDateTimeIST(item.createdAt)} IST{item.uploadedBy ? ` by ${item.uploadedBy}` : ""}
          </dd>
        </dl>

        <div>
          <p className="mb-1.5 text-sm font-semibold text-slate-900" id={`media-${item.id}-url`}>
            Address
          </p>
          <p className="mb-2 rounded-md bg-slate-100 px-2 py-1.5 font-mono text-sm break-all text-slate-900">
            {item.url}
          </p>
          <CopyButton text={absoluteUrl} size="sm" aria-describedby={`media-${item.id}-url`}>
            Copy address
          </CopyButton>
        </div>

        <section aria-labelledby={`media-${item.id}-used`}>
          <h3 id={`media-${item.id}-used`} className="text-sm font-semibold text-slate-900">
            Used in
          </h3>
          {item.usedIn.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">Not used anywhere yet.</p>
          ) : (
            <ul className="mt-1 grid gap-1 text-sm">
              {item.usedIn.map((usage) => (
                <li key={`${usage.kind}-${usage.editPath}-${usage.label}`}>
                  <span className="text-slate-700">{usageWords[usage.kind]}: </span>
                  <Link
                    to={usage.editPath}
                    className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-700 underline underline-offset-2"
                  >
                    {usage.label}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        {canWrite && (
          <form onSubmit={save} noValidate className="grid gap-4 border-t border-slate-200 pt-4">
            {conflict && (
              <FormAlert>
                <div className="flex flex-col items-start gap-2">
                  <span>
                    Someone else changed this file while you were editing it. Load their version, then make your change
                    again.
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revalidator.state === "loading"}
                    onClick={async () => {
                      await revalidator.revalidate();
                      onReloaded();
                    }}
                  >
                    <RotateCw aria-hidden="true" /> Load the current version
                  </Button>
                </div>
              </FormAlert>
            )}
            {isImage && (
              <TextField
                label="Alt text"
                optional
                value={alt}
                maxLength={MAX_ALT_LENGTH}
                onChange={(event) => setAlt(event.currentTarget.value)}
                error={errors.alt}
                hint="What the image shows, for people who cannot see it. Forms start with this text when the image is chosen."
              />
            )}
            <TextField
              label="Title"
              optional
              value={title}
              maxLength={MAX_MEDIA_TITLE_LENGTH}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={errors.title}
              hint="A name staff recognise when they search the library."
            />
            {errors.focalPoint && <FormAlert>{errors.focalPoint}</FormAlert>}
            {refusal && <FormAlert>{refusal}</FormAlert>}
            <DialogFooter className="sm:justify-between">
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
              <Button type="submit" disabled={pending || !changed}>
                <Save aria-hidden="true" /> {pending ? "Saving…" : "Save changes"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this file?"
        confirmLabel="Delete"
        pending={pending}
        onConfirm={remove}
      >
        “{item.fileName}” and its smaller sizes are deleted. Pages that still link to its address would show a broken
        image, so a file that is in use cannot be deleted. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
