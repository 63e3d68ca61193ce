import { useState, type FormEvent } from "react";
import { CheckboxField, SelectField, TextAreaField } from "~/components/forms/fields";
import { ReviewDocumentItemInputSchema } from "~server/documents/borrower-documents.schema";
import {
  documentRejectReasonLabels,
  documentRejectReasons,
  type DocumentRejectReason,
} from "~server/vocabulary/documents";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import { FormDialog, FormDialogFooter } from "../../form-dialog";
import { useItemWrite, type ItemDialogProps } from "./item-write";
import { documentsApi } from "./document-words";
import { FileList } from "./file-list";

type ReviewFormProps = Omit<ItemDialogProps, "open" | "onOpenChange"> & { onDone: () => void };

const MAX_NOTE = 500;
export const MASKED_TICK_LABEL = "I checked: the first 8 digits are hidden (masked Aadhaar)";

export function reviewPath(leadId: number, itemId: string): string {
  return `${documentsApi(leadId)}/items/${encodeURIComponent(itemId)}/review`;
}

/**
 * Accepting masked Aadhaar: only a masked copy may be kept, so staff look at the files and tick
 * that the first eight digits are hidden. The server refuses the decision without the tick and
 * records it with the review.
 */
export function AcceptAadhaarDialog({ open, onOpenChange, ...props }: ItemDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Accept “${props.item.label}”`}
      description="Only masked Aadhaar may be kept: the first 8 digits hidden (XXXX XXXX 1234), only the last 4 showing. Open each page and check before you accept."
    >
      {open && <AcceptAadhaarForm {...props} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function AcceptAadhaarForm({ leadId, item, onDone }: ReviewFormProps) {
  const { write, pending, notice } = useItemWrite(onDone);
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ticked)
      return setError("Tick this once you have checked that only the last 4 digits show. If more show, send it back.");
    await write(reviewPath(leadId, item.id), {
      body: { decision: "accept", maskedConfirmed: true, version: item.version },
      success: `“${item.label}” accepted, masked Aadhaar confirmed. The borrower sees it as accepted.`,
      onFieldErrors: (fields) => setError(fields.maskedConfirmed ?? Object.values(fields)[0]),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      {notice}
      <FileList leadId={leadId} files={item.files} />
      <CheckboxField
        label={MASKED_TICK_LABEL}
        checked={ticked}
        onChange={(event) => {
          setTicked(event.target.checked);
          setError(undefined);
        }}
        error={error}
        description="Recorded with your name on the timeline."
      />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel="Accept" pendingLabel="Accepting…" />
    </form>
  );
}

/** "Send back": why, in the words the borrower reads in their language, and an optional note of staff's own. */
export function SendBackDialog({ open, onOpenChange, ...props }: ItemDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Send back “${props.item.label}”`}
      description="The borrower sees the reason in their language on their page and uploads the document again through the same link."
    >
      {open && <SendBackForm {...props} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

type SendBackErrors = { reason?: string; note?: string };

function SendBackForm({ leadId, item, onDone }: ReviewFormProps) {
  const { write, pending, notice } = useItemWrite(onDone);
  const [reason, setReason] = useState<DocumentRejectReason | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<SendBackErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: SendBackErrors = {};
    if (!reason) found.reason = "Choose why the document goes back: the borrower reads it.";
    if (reason === "other" && note.trim() === "") found.note = "Say in the note what is wrong: the borrower reads it.";
    const body = {
      decision: "reject" as const,
      reason: reason || undefined,
      note: note.trim() || undefined,
      version: item.version,
    };
    const checked = ReviewDocumentItemInputSchema.safeParse(body);
    if (!checked.success) Object.assign(found, fieldErrorsFromZod(checked.error));
    if (Object.keys(found).length > 0) return setErrors(found);
    await write(reviewPath(leadId, item.id), {
      body,
      success: `“${item.label}” sent back. The borrower sees why on their page.`,
      onFieldErrors: (fields) =>
        setErrors({
          reason: fields.reason,
          note: fields.note ?? (fields.reason ? undefined : Object.values(fields)[0]),
        }),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      {notice}
      <SelectField
        label="Reason"
        placeholder="Choose the reason…"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value as DocumentRejectReason | "");
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
        error={errors.reason}
        options={documentRejectReasons.map((value) => ({ value, label: documentRejectReasonLabels[value] }))}
      />
      <TextAreaField
        label="Note for the borrower"
        optional={reason !== "other"}
        rows={3}
        maxLength={MAX_NOTE}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          setErrors((current) => ({ ...current, note: undefined }));
        }}
        error={errors.note}
        hint={`The borrower reads this note as you write it, untranslated: write it in words they understand. ${note.length} of ${MAX_NOTE} characters.`}
      />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel="Send back" pendingLabel="Sending back…" />
    </form>
  );
}
