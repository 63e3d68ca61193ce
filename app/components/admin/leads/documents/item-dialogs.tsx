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
import { useItemWrite, type ItemDialogProps } from "./item-write";
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

/** The name and "Required" of an item, as typed; a field's message goes once it is changed. */
function useNameAndRequired(initial: { label: string; required: boolean }) {
  const [label, setLabel] = useState(initial.label);
  const [required, setRequired] = useState(initial.required);
  const [errors, setErrors] = useState<ItemErrors>({});
  return {
    label,
    setLabel,
    required,
    errors,
    setErrors,
    typeLabel: (next: string) => {
      setLabel(next);
      setErrors((current) => ({ ...current, label: undefined }));
    },
    tickRequired: (next: boolean) => {
      setRequired(next);
      setErrors((current) => ({ ...current, required: undefined }));
    },
  };
}

/** The two fields every item has, the same when adding one and when changing it. */
function NameAndRequiredFields({
  fields,
  requiredDescription,
}: {
  fields: ReturnType<typeof useNameAndRequired>;
  requiredDescription: string;
}) {
  return (
    <>
      <TextField
        label="Name"
        value={fields.label}
        maxLength={300}
        onChange={(event) => fields.typeLabel(event.target.value)}
        error={fields.errors.label}
        hint="As you call it; the borrower reads the kind's name in their language unless the office translated this one."
      />
      <CheckboxField
        label="Required"
        checked={fields.required}
        onChange={(event) => fields.tickRequired(event.target.checked)}
        error={fields.errors.required}
        description={requiredDescription}
      />
    </>
  );
}

/** "Add a document": a kind (which decides the help the borrower reads), its name, and whether it is required. */
export function AddItemDialog({ leadId, open, onOpenChange }: Omit<ItemDialogProps, "item">) {
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
  const { write, pending } = useItemWrite(onDone);
  const fields = useNameAndRequired({ label: "", required: true });
  const [kind, setKind] = useState<DocumentItemKind | "">("");
  const chooseKind = (next: DocumentItemKind | "") => {
    // The kind's name fills an empty name field, or one that still holds the previous kind's name.
    if (fields.label.trim() === "" || (kind && fields.label === documentItemKindLabels[kind]))
      fields.setLabel(next ? documentItemKindLabels[next] : "");
    setKind(next);
    fields.setErrors({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind)
      return fields.setErrors({ kind: "Choose the kind of document: it decides the help the borrower reads." });
    const checked = AddDocumentItemInputSchema.safeParse({ label: fields.label, kind, required: fields.required });
    if (!checked.success) return fields.setErrors(itemErrorsOf(fieldErrorsFromZod(checked.error)));
    await write(`${documentsApi(leadId)}/items`, {
      body: checked.data,
      success: `“${checked.data.label}” added to the checklist.`,
      onFieldErrors: (answer) => fields.setErrors(itemErrorsOf(answer)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      <SelectField
        label="Kind"
        placeholder="Choose the kind…"
        value={kind}
        onChange={(event) => chooseKind(event.target.value as DocumentItemKind | "")}
        error={fields.errors.kind}
        options={documentItemKinds.map((value) => ({ value, label: documentItemKindLabels[value] }))}
      />
      <NameAndRequiredFields
        fields={fields}
        requiredDescription="Untick for a document that helps but is not needed: “All documents received” counts required ones only."
      />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel="Add" pendingLabel="Adding…" />
    </form>
  );
}

/** "Rename": the item's name and whether it is required, sent with the version it showed. */
export function EditItemDialog({ leadId, item, open, onOpenChange }: ItemDialogProps) {
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
  const { write, pending, notice } = useItemWrite(onDone);
  const fields = useNameAndRequired(item);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = {
      ...(fields.label.trim() !== item.label ? { label: fields.label } : {}),
      ...(fields.required !== item.required ? { required: fields.required } : {}),
    };
    if (Object.keys(changes).length === 0) return onDone();
    const checked = UpdateDocumentItemInputSchema.safeParse({ ...changes, version: item.version });
    if (!checked.success) return fields.setErrors(itemErrorsOf(fieldErrorsFromZod(checked.error)));
    await write(itemPath(leadId, item.id), {
      method: "PATCH",
      body: checked.data,
      success: `“${checked.data.label ?? item.label}” saved.`,
      onFieldErrors: (answer) => fields.setErrors(itemErrorsOf(answer)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      {notice}
      <NameAndRequiredFields
        fields={fields}
        requiredDescription="“All documents received” counts required documents only."
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

/** Removes an item. An item with files is confirmed first (RemoveItemDialog): they are deleted with it. */
export function useRemoveItem(leadId: number) {
  const { run, pending } = useStaffAction();
  const remove = (item: StaffDocumentItem) =>
    run(`${itemPath(leadId, item.id)}?version=${item.version}`, {
      method: "DELETE",
      success:
        item.files.length > 0
          ? `“${item.label}” and its ${item.files.length === 1 ? "file" : `${item.files.length} files`} are deleted.`
          : `“${item.label}” is removed from the checklist.`,
    });
  return { remove, pending };
}

/** "Remove" for an item with files: they are deleted from the store, which cannot be undone. */
export function RemoveItemDialog({
  leadId,
  item,
  open,
  onOpenChange,
  onConflict,
}: ItemDialogProps & { onConflict: () => void }) {
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
        // A stale version: the dialog closes and the item offers to load the checklist again.
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
