import { useState, type FormEvent } from "react";
import { FormAlert, SelectField, TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { addDays, istDateString } from "~server/formats/ist";
import { formatAmountInWords } from "~server/formats/rupees";
import { parseIndianAmount } from "~server/leads/lead-rules";
import type { LeadDetail } from "~server/leads/lead-workbench.schema";
import { ConfirmDialog } from "../confirm-dialog";
import { FormDialog, FormDialogFooter } from "../form-dialog";
import { useStaffAction } from "../use-staff-action";
import { formatWhen, istClock, istDateTimeToIso } from "./detail-format";
import { ConflictNotice, isConflict } from "./status-dialog";

/** A colleague who can work leads: the assignee choices. */
export interface StaffChoice {
  id: number;
  displayName: string;
}

type LeadRef = Pick<LeadDetail, "id" | "version" | "reference">;

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const UNASSIGNED = "unassigned";

/** "Assign": a colleague who may work leads, or nobody. */
export function AssignDialog({
  open,
  onOpenChange,
  ...props
}: DialogProps & { lead: LeadRef; assigneeId: number | null; staff: StaffChoice[] }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Assign"
      description="Who works this lead. They see it under My leads."
    >
      {/* Mounted while open only: each opening starts from the lead as it is now. */}
      <AssignForm {...props} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AssignForm({
  lead,
  assigneeId,
  staff,
  onDone,
}: {
  lead: LeadRef;
  assigneeId: number | null;
  staff: StaffChoice[];
  onDone: () => void;
}) {
  const { run, pending } = useStaffAction();
  const [choice, setChoice] = useState(assigneeId === null ? UNASSIGNED : String(assigneeId));
  const [error, setError] = useState<string>();
  const [conflict, setConflict] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setError("Choose a colleague, or Unassigned.");
    const target = choice === UNASSIGNED ? null : Number(choice);
    const name = staff.find((person) => person.id === target)?.displayName;
    const result = await run(`/api/admin/leads/${lead.id}`, {
      method: "PATCH",
      body: { version: lead.version, assigneeId: target },
      success:
        target === null ? `${lead.reference} is unassigned.` : `${lead.reference} is assigned to ${name ?? "them"}.`,
      onFieldErrors: (fields) => setError(fields.assigneeId ?? Object.values(fields)[0]),
    });
    if (result.ok) onDone();
    else if (isConflict(result)) setConflict(true);
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      {conflict && <ConflictNotice onReloaded={() => setConflict(false)} />}
      <SelectField
        label="Assignee"
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value);
          setError(undefined);
        }}
        error={error}
        hint="Active staff whose role may work leads."
        options={[
          { value: UNASSIGNED, label: "Unassigned" },
          ...staff.map((person) => ({ value: String(person.id), label: person.displayName })),
        ]}
      />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel="Assign" pendingLabel="Saving…" />
    </form>
  );
}

/** "Follow-up": a date and time in IST to call back, or none. */
export function FollowUpDialog({
  open,
  onOpenChange,
  ...props
}: DialogProps & { lead: LeadRef; followUpAt: string | null; now: string }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Follow-up"
      description="When to get back to this person, in IST. Once it has passed, the lead shows as overdue."
    >
      <FollowUpForm {...props} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function FollowUpForm({
  lead,
  followUpAt,
  now,
  onDone,
}: {
  lead: LeadRef;
  followUpAt: string | null;
  now: string;
  onDone: () => void;
}) {
  const { run, pending } = useStaffAction();
  // Tomorrow at 10:00 unless one is set: the usual "call back tomorrow morning".
  const [day, setDay] = useState(followUpAt ? istDateString(followUpAt) : istDateString(addDays(new Date(now), 1)));
  const [time, setTime] = useState(followUpAt ? istClock(followUpAt) : "10:00");
  const [errors, setErrors] = useState<{ day?: string; time?: string }>({});
  const [conflict, setConflict] = useState(false);
  const save = async (at: string | null) => {
    setConflict(false);
    const result = await run(`/api/admin/leads/${lead.id}`, {
      method: "PATCH",
      body: { version: lead.version, followUpAt: at },
      success: at ? `Follow-up set for ${formatWhen(at)}.` : "Follow-up cleared.",
      onFieldErrors: (fields) => setErrors({ day: fields.followUpAt ?? Object.values(fields)[0] }),
    });
    if (result.ok) onDone();
    else if (isConflict(result)) setConflict(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!day) found.day = "Choose the day of the follow-up.";
    if (!time) found.time = "Choose the time, such as 10:00.";
    const at = day && time ? istDateTimeToIso(day, time) : null;
    if (!found.day && !found.time && !at) found.day = "Choose a date that exists, such as tomorrow.";
    if (Object.keys(found).length > 0) return setErrors(found);
    await save(at);
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      {conflict && <ConflictNotice onReloaded={() => setConflict(false)} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Day"
          type="date"
          min={istDateString(new Date(now))}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={errors.day}
        />
        <TextField
          label="Time (IST)"
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          error={errors.time}
        />
      </div>
      {followUpAt && <p className="text-sm text-slate-700">Now set for {formatWhen(followUpAt)}.</p>}
      <DialogFooter>
        {followUpAt && (
          <Button type="button" variant="ghost" disabled={pending} onClick={() => save(null)} className="sm:mr-auto">
            Clear the follow-up
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : "Set follow-up"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Commission": expected and received per disbursal, for owners and admins. */
type Commission = { expected: number | null; received: number | null };

export function CommissionDialog({
  open,
  onOpenChange,
  ...props
}: DialogProps & { lead: LeadRef; commission: Commission }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Commission"
      description="What the lender pays for this disbursal. Only owners and admins see it."
    >
      <CommissionForm {...props} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function CommissionForm({ lead, commission, onDone }: { lead: LeadRef; commission: Commission; onDone: () => void }) {
  const { run, pending } = useStaffAction();
  const [values, setValues] = useState({
    expected: commission.expected === null ? "" : String(commission.expected),
    received: commission.received === null ? "" : String(commission.received),
  });
  const [errors, setErrors] = useState<{ expected?: string; received?: string }>({});
  const [conflict, setConflict] = useState(false);
  const parse = (text: string) => (text.trim() === "" ? null : parseIndianAmount(text));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const expected = parse(values.expected);
    const received = parse(values.received);
    const found: typeof errors = {};
    const bad = "Enter the commission in rupees, such as 25,000, or leave it blank.";
    if (values.expected.trim() !== "" && expected === null) found.expected = bad;
    if (values.received.trim() !== "" && received === null) found.received = bad;
    if (Object.keys(found).length > 0) return setErrors(found);
    setConflict(false);
    const result = await run(`/api/admin/leads/${lead.id}`, {
      method: "PATCH",
      body: { version: lead.version, commissionExpected: expected, commissionReceived: received },
      success: "Commission saved.",
      onFieldErrors: (fields) =>
        setErrors({
          expected: fields.commissionExpected,
          received: fields.commissionReceived ?? (fields.commissionExpected ? undefined : Object.values(fields)[0]),
        }),
    });
    if (result.ok) onDone();
    else if (isConflict(result)) setConflict(true);
  };
  const hint = (text: string) => {
    const amount = parse(text);
    return amount !== null && amount > 0
      ? `In rupees. Reads: ₹${formatAmountInWords(amount)}.`
      : "In rupees; blank if not known yet.";
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      {conflict && <ConflictNotice onReloaded={() => setConflict(false)} />}
      <TextField
        label="Expected commission"
        optional
        inputMode="decimal"
        autoComplete="off"
        value={values.expected}
        onChange={(event) => setValues((current) => ({ ...current, expected: event.target.value }))}
        error={errors.expected}
        hint={hint(values.expected)}
      />
      <TextField
        label="Received commission"
        optional
        inputMode="decimal"
        autoComplete="off"
        value={values.received}
        onChange={(event) => setValues((current) => ({ ...current, received: event.target.value }))}
        error={errors.received}
        hint={hint(values.received)}
      />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel="Save commission" pendingLabel="Saving…" />
    </form>
  );
}

/** What erasure replaces and what it keeps (POST /api/admin/leads/{id}/erase, in the staff's words). */
export const ERASED_FIELDS =
  "the name, mobile number, e-mail, city, PIN code, message and the visitor's other answers, income and employment, and the landing page, referrer and campaign (UTM) details; staff notes, call outcomes and status reasons read [erased] on the timeline, in the activity log and in the record of an export that searched for the person, and the staff alert is emptied (cancelled if still waiting)";
export const KEPT_FIELDS =
  "the reference, kind and service, status, amounts, lender details, commission, dates, the consent record's notice version and dates, and every timeline and activity entry with who did it and when";

/** "Erase personal data": a DPDP erasure request, for owners and admins; cannot be undone. */
export function EraseDialog({ lead, open, onOpenChange }: DialogProps & { lead: LeadRef }) {
  const { run, pending } = useStaffAction();
  const [error, setError] = useState<string>();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setError(undefined);
        onOpenChange(next);
      }}
      title={`Erase the personal data of ${lead.reference}?`}
      confirmLabel="Erase personal data"
      pending={pending}
      onConfirm={async () => {
        const result = await run(`/api/admin/leads/${lead.id}/erase`, {
          success: `The personal data of ${lead.reference} is erased.`,
        });
        if (!result.ok) setError(Object.values(result.error.fields)[0] ?? result.error.message);
        return result.ok;
      }}
    >
      <p>
        <strong className="font-semibold text-slate-900">Removed for good:</strong> {ERASED_FIELDS}.
      </p>
      <p className="mt-2">
        <strong className="font-semibold text-slate-900">Kept:</strong> {KEPT_FIELDS}, so reports and commission still
        add up.
      </p>
      <p className="mt-2">Do this when the person asks for their data to be erased. It cannot be undone.</p>
      {error && <FormAlert className="mt-3">{error}</FormAlert>}
    </ConfirmDialog>
  );
}
