import { useState, type ComponentProps, type FormEvent } from "react";
import { FormAlert, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { formatAmountInWords } from "~server/formats/rupees";
import { checkStatusChange, finalStatuses, type StatusChangeDetails } from "~server/leads/lead-pipeline";
import { leadStatusLabels, type LeadStatus } from "~server/vocabulary/leads";
import { parseIndianAmount } from "~server/leads/lead-rules";
import type { LeadDetail } from "~server/leads/lead-workbench.schema";
import { FormDialog, FormDialogFooter } from "../form-dialog";
import { StaleVersionNotice } from "../stale-version-notice";
import { useStaffAction, type StaffActionResult } from "../use-staff-action";

/** The fields a status needs (lead-pipeline.ts checkStatusChange says which are required). */
const fieldsFor: Partial<Record<LeadStatus, (keyof StatusForm)[]>> = {
  submitted_to_lender: ["lenderName", "lenderApplicationId", "submittedOn"],
  sanctioned: ["sanctionedAmount", "sanctionedOn"],
  disbursed: ["disbursedAmount", "disbursedOn"],
  rejected_by_lender: ["reason"],
  not_interested: ["reason"],
  not_eligible: ["reason"],
  duplicate: ["reason"],
  spam: ["reason"],
};

interface StatusForm {
  status: string;
  lenderName: string;
  lenderApplicationId: string;
  submittedOn: string;
  sanctionedAmount: string;
  sanctionedOn: string;
  disbursedAmount: string;
  disbursedOn: string;
  reason: string;
}

const AMOUNT_HINT = "In rupees, such as 25,00,000 or 25 lakh.";

/**
 * After a 409 (someone else changed the lead): say so, and offer to load the lead as it is now.
 * The form keeps what was typed, so the change can be sent again on the new version.
 */
export function ConflictNotice({ onReloaded }: { onReloaded?: () => void }) {
  return (
    <StaleVersionNotice actionLabel="Load the current version" onReloaded={onReloaded}>
      Someone changed this lead while you were looking at it. Load it again, check, then save once more.
    </StaleVersionNotice>
  );
}

/** True when a failed write was refused because the lead changed meanwhile (409). */
export function isConflict(result: StaffActionResult<unknown>): boolean {
  return !result.ok && result.error.status === 409;
}

/**
 * "Change status": only the moves the pipeline allows from here are offered, with the fields
 * the chosen status records. The same rules run here (for messages at once) and on the server.
 */
type StatusLead = Pick<
  LeadDetail,
  | "id"
  | "version"
  | "status"
  | "allowedStatuses"
  | "sanctionedAmount"
  | "sanctionedOn"
  | "submittedOn"
  | "lenderName"
  | "lenderApplicationId"
>;

export function StatusDialog({
  lead,
  today,
  open,
  onOpenChange,
}: {
  lead: StatusLead;
  /** The IST calendar date (YYYY-MM-DD): the default of the date fields and their upper bound. */
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change status"
      description={`Now ${leadStatusLabels[lead.status]}. Only the moves the loan pipeline allows from here are offered.`}
    >
      {/* Mounted while open only: each opening starts from the lead as it is now. */}
      <StatusChangeForm lead={lead} today={today} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function StatusChangeForm({ lead, today, onDone }: { lead: StatusLead; today: string; onDone: () => void }) {
  const { run, pending } = useStaffAction();
  const [form, setForm] = useState<StatusForm>(() => ({
    status: lead.allowedStatuses[0] ?? "",
    lenderName: lead.lenderName ?? "",
    lenderApplicationId: lead.lenderApplicationId ?? "",
    // Moving back a stage asks again for what that stage recorded: start from what was recorded.
    submittedOn: lead.submittedOn ?? today,
    sanctionedAmount: lead.sanctionedAmount !== null ? String(lead.sanctionedAmount) : "",
    sanctionedOn: lead.sanctionedOn ?? today,
    disbursedAmount: lead.sanctionedAmount !== null ? String(lead.sanctionedAmount) : "",
    disbursedOn: today,
    reason: "",
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);

  const to = form.status as LeadStatus;
  const shown = new Set(fieldsFor[to] ?? []);
  const set = (name: keyof StatusForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => {
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.status) {
      setErrors({ status: "Choose the new status." });
      return;
    }
    const details: StatusChangeDetails = {};
    const amountErrors: Record<string, string> = {};
    for (const name of shown) {
      if (name === "sanctionedAmount" || name === "disbursedAmount") {
        const text = form[name].trim();
        const amount = text === "" ? null : parseIndianAmount(text);
        if (text !== "" && amount === null)
          amountErrors[name] = `Enter the amount in rupees, such as 25,00,000 or 25 lakh.`;
        details[name] = amount;
      } else if (name !== "status") {
        const text = form[name].trim();
        details[name] = text === "" ? null : text;
      }
    }
    const ruleErrors =
      checkStatusChange(
        {
          status: lead.status,
          sanctionedAmount: lead.sanctionedAmount,
          sanctionedOn: lead.sanctionedOn,
          submittedOn: lead.submittedOn,
        },
        to,
        details,
        today,
      ) ?? {};
    const found = { ...ruleErrors, ...amountErrors };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setConflict(false);
    const result = await run(`/api/admin/leads/${lead.id}`, {
      method: "PATCH",
      body: { version: lead.version, status: to, ...details },
      success: `Status changed to ${leadStatusLabels[to]}.`,
      onFieldErrors: setErrors,
    });
    if (result.ok) onDone();
    else if (isConflict(result)) setConflict(true);
  };

  // The value, change handler and error of one of the stage fields.
  const stageField = (name: StageField) => ({ value: form[name], onChange: set(name), error: errors[name] });
  const exit = finalStatuses.has(to) && to !== "closed";

  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      {conflict && <ConflictNotice onReloaded={() => setConflict(false)} />}
      {lead.allowedStatuses.length === 0 ? (
        <p className="text-slate-700">
          A {leadStatusLabels[lead.status].toLowerCase()} lead cannot change status any more.
        </p>
      ) : (
        <SelectField
          label="New status"
          value={form.status}
          onChange={set("status")}
          error={errors.status}
          placeholder="Choose a status…"
          options={lead.allowedStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
        />
      )}
      {shown.has("lenderName") && (
        <TextField
          label="Lender"
          hint="The bank or NBFC the file went to."
          value={form.lenderName}
          onChange={set("lenderName")}
          error={errors.lenderName}
          maxLength={120}
          autoComplete="off"
        />
      )}
      {shown.has("lenderApplicationId") && (
        <TextField
          label="Lender's application id"
          optional
          hint="The number on the lender's portal, when it gives one."
          value={form.lenderApplicationId}
          onChange={set("lenderApplicationId")}
          error={errors.lenderApplicationId}
          maxLength={80}
          autoComplete="off"
        />
      )}
      {shown.has("submittedOn") && (
        <TextField {...stageField("submittedOn")} label="Submitted on" type="date" max={today} />
      )}
      {shown.has("sanctionedAmount") && <AmountField {...stageField("sanctionedAmount")} label="Sanctioned amount" />}
      {shown.has("sanctionedOn") && (
        <TextField
          {...stageField("sanctionedOn")}
          label="Sanctioned on"
          type="date"
          max={today}
          min={lead.submittedOn ?? undefined}
        />
      )}
      {shown.has("disbursedAmount") && <AmountField {...stageField("disbursedAmount")} label="Disbursed amount" />}
      {shown.has("disbursedOn") && (
        <TextField
          {...stageField("disbursedOn")}
          label="Disbursed on"
          type="date"
          max={today}
          min={lead.sanctionedOn ?? undefined}
        />
      )}
      {shown.has("reason") && (
        <TextAreaField
          label={to === "rejected_by_lender" ? "The lender's reason" : "Reason"}
          optional={to !== "rejected_by_lender"}
          hint={exit ? "Kept with the lead; helps when the person comes back." : undefined}
          value={form.reason}
          onChange={set("reason")}
          error={errors.reason}
          maxLength={500}
        />
      )}
      {errors.version && <FormAlert>{errors.version}</FormAlert>}
      <FormDialogFooter
        onCancel={onDone}
        pending={pending}
        submitLabel="Change status"
        pendingLabel="Saving…"
        disabled={lead.allowedStatuses.length === 0}
      />
    </form>
  );
}

type StageField = "submittedOn" | "sanctionedAmount" | "sanctionedOn" | "disbursedAmount" | "disbursedOn";

/** An amount in rupees as people type it ("25,00,000", "25 lakh"), read back in words as they type. */
function AmountField(props: {
  label: string;
  value: string;
  onChange: ComponentProps<"input">["onChange"];
  error?: string;
}) {
  const amount = parseIndianAmount(props.value);
  const hint = amount !== null && amount > 0 ? `${AMOUNT_HINT} Reads: ₹${formatAmountInWords(amount)}.` : AMOUNT_HINT;
  return <TextField {...props} inputMode="decimal" hint={hint} autoComplete="off" />;
}
