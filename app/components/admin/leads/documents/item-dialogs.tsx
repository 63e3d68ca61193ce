import { useState, type FormEvent } from "react";
import { CheckboxField, FormAlert, SelectField, TextField } from "~/components/forms/fields";
import {
  AddDocumentItemInputSchema,
  UpdateDocumentItemInputSchema,
  type StaffDocumentItem,
} from "~server/documents/borrower-documents.schema";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import { documentItemKindLabels, documentItemKinds, type DocumentItemKind } from "~server/vocabulary/documents";
import { ConfirmDialog } from "../../confirm-dialog";
import { FormDialog, FormDialogFooter } from "../../form-dialog";
import { useStaffAction } from "../../use-staff-action";
import { isConflict } from "../status-dialog";
import { ChecklistConflictNotice } from "./checklist-conflict";
import { documentsApi } from "./document-words";

type ItemErrors = { label?: string; kind?: string; required?: string };

export function itemPath(leadId: number, itemId: string): string {
  return `${documentsApi(leadId)}/items/${encodeURIComponent(itemId)}`;
}

/** The form's messages from a 400's fields: each on its field, anything else on the name. */
function itemErrorsOf(fields: Record<string, string>): ItemErrors {
  const { label, kind, required } = fields;
  const other = Object.entries(fields).find(([name]) => !["label", "kind", "required"].includes(name))?.[1];
  return { label: label ?? other, kind, required };
}

const LABEL_HINT =
  "As you call it; the borrower reads the kind's name in their language unless the office translated this one.";

/** "Add a document": a kind (which decides the help the borrower reads), its name, and whether it is required. */
export function AddItemDialog({
  leadId,
  open,
  onOpenChange,
}: {
  leadId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a document"
      description="It joins this lead's checklist at once; the borrower sees it the next time they open their link."
    >
      {open && <AddItemForm leadId={leadId} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function AddItemForm({ leadId, onDone }: { leadId: number; onDone: () => void }) {
  const { run, pending } = useStaffAction();
  const [kind, setKind] = useState<DocumentItemKind | "">("");
  const [label, setLabel] = useState("");
  const [required, setRequired] = useState(true);
  const [errors, setErrors] = useState<ItemErrors>({});
  const chooseKind = (next: DocumentItemKind | "") => {
    // The kind's name fills an empty name field, or one that still holds the previous kind's name.
    if (label.trim() === "" || (kind && label === documentItemKindLabels[kind]))
      setLabel(next ? documentItemKindLabels[next] : "");
    setKind(next);
    setErrors({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind) return setErrors({ kind: "Choose the kind of document: it decides the help the borrower reads." });
    const checked = AddDocumentItemInputSchema.safeParse({ label, kind, required });
    if (!checked.success) return setErrors(itemErrorsOf(fieldErrorsFromZod(checked.error)));
    const result = await run(`${documentsApi(leadId)}/items`, {
      body: checked.data,
      success: `“${checked.data.label}” added to the checklist.`,
      onFieldErrors: (fields) => setErrors(itemErrorsOf(fields)),
    });
    if (result.ok) onDone();
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      <SelectField
        label="Kind"
        placeholder="Choose the kind…"
        value={kind}
        onChange={(event) => chooseKind(event.target.value as DocumentItemKind | "")}
        error={errors.kind}
        options={documentItemKinds.map((value) => ({ value, label: documentItemKindLabels[value] }))}
      />
      <TextField
        label="Name"
        value={label}
        maxLength={300}
        onChange={(event) => {
          setLabel(event.target.value);
          setErrors((current) => ({ ...current, label: undefined }));
        }}
        error={errors.label}
        hint={LABEL_HINT}
      />
      <CheckboxField
        label="Required"
        checked={required}
        onChange={(event) => setRequired(event.target.checked)}
        error={errors.required}
        description="Untick for a document that helps but is not needed: “All documents received” counts required ones only."
      />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel="Add" pendingLabel="Adding…" />
    </form>
  );
}

/** "Rename": the item's name and whether it is required, sent with the version it showed. */
export function EditItemDialog({
  leadId,
  item,
  open,
  onOpenChange,
}: {
  leadId: number;
  item: StaffDocumentItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Change “${item.label}”`}
      description="Files already uploaded stay with it."
    >
      {open && <EditItemForm leadId={leadId} item={item} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function EditItemForm({ leadId, item, onDone }: { leadId: number; item: StaffDocumentItem; onDone: () => void }) {
  const { run, pending } = useStaffAction();
  const [label, setLabel] = useState(item.label);
  const [required, setRequired] = useState(item.required);
  const [errors, setErrors] = useState<ItemErrors>({});
  const [conflict, setConflict] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = {
      ...(label.trim() !== item.label ? { label } : {}),
      ...(required !== item.required ? { required } : {}),
    };
    if (Object.keys(changes).length === 0) return onDone();
    const checked = UpdateDocumentItemInputSchema.safeParse({ ...changes, version: item.version });
    if (!checked.success) return setErrors(itemErrorsOf(fieldErrorsFromZod(checked.error)));
    setConflict(false);
    const result = await run(itemPath(leadId, item.id), {
      method: "PATCH",
      body: checked.data,
      success: `“${checked.data.label ?? item.label}” saved.`,
      onFieldErrors: (fields) => setErrors(itemErrorsOf(fields)),
    });
    if (result.ok) onDone();
    else if (isConflict(result)) setConflict(true);
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      {conflict && <ChecklistConflictNotice onReloaded={() => setConflict(false)} />}
      <TextField
        label="Name"
        value={label}
        maxLength={300}
        onChange={(event) => {
          setLabel(event.target.value);
          setErrors((current) => ({ ...current, label: undefined }));
        }}
        error={errors.label}
        hint={LABEL_HINT}
      />
      <CheckboxField
        label="Required"
        checked={required}
        onChange={(event) => setRequired(event.target.checked)}
        error={errors.required}
        description="“All documents received” counts required documents only."
      />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel="Save" pendingLabel="Saving…" />
    </form>
  );
}

/** Marks an item optional or required at once (one toast); answers whether the version was stale. */
export function useToggleRequired(leadId: number) {
  const { run, pending } = useStaffAction();
  const toggle = async (item: StaffDocumentItem) => {
    const result = await run(itemPath(leadId, item.id), {
      method: "PATCH",
      body: { required: !item.required, version: item.version },
      success: item.required ? `“${item.label}” is now optional.` : `“${item.label}” is now required.`,
    });
    return isConflict(result);
  };
  return { toggle, pending };
}

/** Removes an item; answers whether the version was stale. An item with files is confirmed first (RemoveItemDialog). */
export function useRemoveItem(leadId: number) {
  const { run, pending } = useStaffAction();
  const remove = async (item: StaffDocumentItem) => {
    const result = await run(`${itemPath(leadId, item.id)}?version=${item.version}`, {
      method: "DELETE",
      success:
        item.files.length > 0
          ? `“${item.label}” and its ${item.files.length === 1 ? "file" : `${item.files.length} files`} are deleted.`
          : `“${item.label}” is removed from the checklist.`,
    });
    return result;
  };
  return { remove, pending };
}

/** "Remove" for an item with files: they are deleted from the store, which cannot be undone. */
export function RemoveItemDialog({
  leadId,
  item,
  open,
  onOpenChange,
  onConflict,
}: {
  leadId: number;
  item: StaffDocumentItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConflict: () => void;
}) {
  const { remove, pending } = useRemoveItem(leadId);
  const [error, setError] = useState<string>();
  const count = item.files.length;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setError(undefined);
        onOpenChange(next);
      }}
      title={`Remove “${item.label}” and delete its ${count === 1 ? "file" : `${count} files`}?`}
      confirmLabel={count === 1 ? "Remove and delete the file" : "Remove and delete the files"}
      pending={pending}
      onConfirm={async () => {
        const result = await remove(item);
        if (result.ok) return true;
        if (isConflict(result)) {
          onConflict();
          return true;
        }
        setError(result.error.message);
        return false;
      }}
    >
      <p>
        The borrower uploaded {count === 1 ? "a file" : `${count} files`} for it. They are deleted for good, and the
        borrower no longer sees this document on their page. Download them first if the lender still needs them.
      </p>
      {error && <FormAlert className="mt-3">{error}</FormAlert>}
    </ConfirmDialog>
  );
}
