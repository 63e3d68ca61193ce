import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { TextField } from "~/components/forms/fields";
import { FormDialog, FormDialogFooter } from "../form-dialog";
import { isEditorLink } from "./post-editor-rules";

/** The address of a link in the body: https, mailto, tel or a path on this site. */
export function LinkDialog({
  open,
  onOpenChange,
  initial,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: string;
  /** "" removes the link. */
  onSubmit: (href: string) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Link"
      description="Select words first to turn them into the link; without a selection the address is added as the link's text."
    >
      {open && <LinkForm initial={initial} onSubmit={onSubmit} onClose={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function LinkForm({
  initial,
  onSubmit,
  onClose,
}: {
  initial: string;
  onSubmit: (href: string) => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const value = href.trim();
    if (value !== "" && !isEditorLink(value)) {
      setError("Use an https:// address, a path on this site such as /contact, mailto: or tel:");
      return;
    }
    onSubmit(value);
    onClose();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Link address"
        name="href"
        inputMode="url"
        autoComplete="off"
        value={href}
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
        error={error}
        hint="Such as https://www.rbi.org.in, /loan-services/home-loan, mailto:… or tel:…. Empty removes the link."
      />
      <FormDialogFooter onCancel={onClose} pending={false} submitLabel="Apply" pendingLabel="Applying…" />
    </form>
  );
}

/**
 * The alt text an image in the body needs before the post goes live; asked when it is inserted
 * (from the library or pasted) and given later from the image itself. `waiting` is shown instead
 * of the form while the image is still on its way to the library.
 */
export function ImageAltDialog({
  image,
  onOpenChange,
  onSubmit,
  title = "Describe the image",
  description = "Screen readers read this description aloud, and search engines use it. Say what the image shows that matters to the post.",
  waiting,
}: {
  image: { src: string; alt: string } | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (alt: string) => void;
  title?: string;
  description?: string;
  waiting?: string;
}) {
  return (
    <FormDialog open={image !== null} onOpenChange={onOpenChange} title={title} description={description}>
      {waiting ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {waiting}
        </p>
      ) : (
        image && <AltForm key={image.src} image={image} onSubmit={onSubmit} onClose={() => onOpenChange(false)} />
      )}
    </FormDialog>
  );
}

function AltForm({
  image,
  onSubmit,
  onClose,
}: {
  image: { src: string; alt: string };
  onSubmit: (alt: string) => void;
  onClose: () => void;
}) {
  const [alt, setAlt] = useState(image.alt);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (alt.trim() === "") {
      setError("Describe the image for people who cannot see it, such as “Couple signing a home loan agreement”");
      return;
    }
    onSubmit(alt.trim());
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {image.src && <img src={image.src} alt="" className="max-h-48 w-auto self-start rounded-md border" />}
      <TextField
        label="Image description (alt text)"
        name="alt"
        value={alt}
        maxLength={200}
        onChange={(event) => {
          setAlt(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <FormDialogFooter onCancel={onClose} pending={false} submitLabel="Use this description" pendingLabel="Saving…" />
    </form>
  );
}
