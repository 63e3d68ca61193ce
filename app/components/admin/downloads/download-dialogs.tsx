import { useState, type FormEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { CheckboxField, FormAlert, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { toast } from "~/components/ui/use-toast";
import {
  downloadCategories,
  downloadCategoryLabels,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  type DownloadCategory,
} from "~server/downloads/download-labels";
import type { Download } from "~server/downloads/download.schema";
import { ConfirmDialog } from "../confirm-dialog";
import { FormDialog, FormDialogFooter } from "../form-dialog";
import { useStaffAction } from "../use-staff-action";
import { FileDrop, UploadProgress } from "./file-drop";
import { uploadForm } from "./upload-request";

export const DOWNLOADS_API = "/api/admin/downloads";

const categoryOptions = downloadCategories.map((value) => ({ value, label: downloadCategoryLabels[value].one }));

type Fields = Record<string, string>;

/**
 * The state of a dialog that sends a file (new or replacement): the chosen file, field messages,
 * the upload's progress; `send` posts with progress, gives one toast for the outcome and reloads
 * the list; `close` forgets it all (not while the file is going up).
 */
function useFileForm(onOpenChange: (open: boolean) => void) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Fields>({});
  const [progress, setProgress] = useState<number | null>(null);
  const pending = progress !== null;

  const close = (next: boolean) => {
    if (pending) return;
    onOpenChange(next);
    if (!next) {
      setFile(null);
      setErrors({});
    }
  };

  const send = async (path: string, form: FormData, method: "POST" | "PUT", success: string) => {
    setErrors({});
    setProgress(0);
    const result = await uploadForm<Download>(path, form, { method, onProgress: setProgress });
    setProgress(null);
    if (result.ok) {
      toast({ title: success });
      await revalidator.revalidate();
      onOpenChange(false);
      setFile(null);
      return;
    }
    const messages = Object.values(result.error.fields);
    toast({
      variant: "destructive",
      title:
        messages.length === 1
          ? messages[0]!
          : messages.length > 1
            ? "Check the highlighted fields."
            : result.error.message,
    });
    if (result.error.status === 401) {
      navigate(`/admin/login?redirectTo=${encodeURIComponent("/admin/downloads")}`);
      return;
    }
    setErrors(messages.length > 0 ? result.error.fields : { form: result.error.message });
  };

  /** The picker's props: the file, and its own messages (too large, none chosen). */
  const picker = {
    file,
    onFile: setFile,
    error: errors.file,
    onError: (message: string | undefined) =>
      setErrors(({ file: _file, ...rest }) => (message ? { ...rest, file: message } : rest)),
    disabled: pending,
  };

  /** The file, or null after saying (field and toast) that one must be chosen. */
  const chosenFile = (): File | null => {
    if (file) return file;
    setErrors({ file: "Choose the file to upload: a PDF, JPEG, PNG or WebP file." });
    toast({ variant: "destructive", title: "Choose the file to upload first." });
    return null;
  };

  return { errors, progress, pending, close, send, picker, chosenFile };
}

/** Upload a new file with its title, description and category. */
export function UploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const upload = useFileForm(onOpenChange);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // Without a file too: the server then names every field to fix, the file among them.
    const form = new FormData();
    if (upload.picker.file) form.set("file", upload.picker.file);
    for (const name of ["title", "description", "category"]) form.set(name, String(data.get(name) ?? ""));
    form.set("isPublished", data.get("isPublished") ? "true" : "false");
    await upload.send(DOWNLOADS_API, form, "POST", `Uploaded “${String(data.get("title")).trim()}”.`);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={upload.close}
      title="Upload a file"
      description="An application form, document checklist or brochure for the Downloads page. Visitors see it once it is published."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {upload.errors.form && <FormAlert>{upload.errors.form}</FormAlert>}
        <FileDrop {...upload.picker} />
        <DetailsFields errors={upload.errors} />
        <CheckboxField
          name="isPublished"
          label="Publish now"
          description="Show it on the Downloads page as soon as it is uploaded. You can publish it later from the list."
        />
        <UploadProgress fraction={upload.progress} />
        <FormDialogFooter
          onCancel={() => upload.close(false)}
          pending={upload.pending}
          submitLabel="Upload"
          pendingLabel="Uploading…"
        />
      </form>
    </FormDialog>
  );
}

function DetailsFields({ errors, download }: { errors: Fields; download?: Download }) {
  return (
    <>
      <TextField
        name="title"
        label="Title"
        defaultValue={download?.title}
        maxLength={MAX_TITLE_LENGTH}
        required
        error={errors.title}
        hint="What visitors look for, e.g. “Home loan application form”."
      />
      <TextAreaField
        name="description"
        label="Description"
        optional
        defaultValue={download?.description}
        maxLength={MAX_DESCRIPTION_LENGTH}
        error={errors.description}
        hint="Who needs it and what to do with it, in a sentence or two."
      />
      <SelectField
        name="category"
        label="Kind of file"
        options={categoryOptions}
        defaultValue={download?.category ?? ("application_form" satisfies DownloadCategory)}
        error={errors.category}
      />
    </>
  );
}

/** Change the title, description or kind of a file. */
export function EditDialog({
  download,
  onOpenChange,
}: {
  download: Download | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { run, pending } = useStaffAction();
  const [errors, setErrors] = useState<Fields>({});
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setErrors({});
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!download) return;
    const data = new FormData(event.currentTarget);
    setErrors({});
    const result = await run(`${DOWNLOADS_API}/${download.id}`, {
      method: "PATCH",
      body: {
        title: String(data.get("title") ?? ""),
        description: String(data.get("description") ?? ""),
        category: String(data.get("category") ?? ""),
      },
      success: "Saved.",
      onFieldErrors: setErrors,
    });
    if (result.ok) close(false);
  };
  return (
    <FormDialog
      open={download !== null}
      onOpenChange={close}
      title="Edit file details"
      description="The Downloads page shows the change at once. To change the file itself, use “Replace file”."
    >
      {download && (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DetailsFields errors={errors} download={download} />
          <FormDialogFooter onCancel={() => close(false)} pending={pending} submitLabel="Save" pendingLabel="Saving…" />
        </form>
      )}
    </FormDialog>
  );
}

/** A new version of a file under the same title and link. */
export function ReplaceFileDialog({
  download,
  onOpenChange,
}: {
  download: Download | null;
  onOpenChange: (open: boolean) => void;
}) {
  const upload = useFileForm(onOpenChange);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = upload.chosenFile();
    if (!download || !file) return;
    const form = new FormData();
    form.set("file", file);
    await upload.send(`${DOWNLOADS_API}/${download.id}/file`, form, "PUT", `Replaced the file of “${download.title}”.`);
  };
  return (
    <FormDialog
      open={download !== null}
      onOpenChange={upload.close}
      title="Replace file"
      description={`A new version of “${download?.title ?? ""}”: same title, place and link; the old file is deleted. Its download count stays.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {upload.errors.form && <FormAlert>{upload.errors.form}</FormAlert>}
        <FileDrop label="New file" {...upload.picker} />
        <UploadProgress fraction={upload.progress} />
        <FormDialogFooter
          onCancel={() => upload.close(false)}
          pending={upload.pending}
          submitLabel="Replace"
          pendingLabel="Uploading…"
        />
      </form>
    </FormDialog>
  );
}

/** Delete, after asking. */
export function DeleteDialog({
  download,
  onOpenChange,
}: {
  download: Download | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { run, pending } = useStaffAction();
  return (
    <ConfirmDialog
      open={download !== null}
      onOpenChange={onOpenChange}
      title="Delete this file?"
      confirmLabel="Delete"
      pending={pending}
      onConfirm={async () => {
        if (!download) return;
        const result = await run(`${DOWNLOADS_API}/${download.id}`, {
          method: "DELETE",
          success: `Deleted “${download.title}”.`,
        });
        return result.ok;
      }}
    >
      “{download?.title}” and its file are deleted{download?.isPublished ? " and leave the Downloads page at once" : ""}
      . Links to it stop working. This cannot be undone.
    </ConfirmDialog>
  );
}
