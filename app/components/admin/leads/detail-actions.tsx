import {
  ArrowRightLeft,
  CalendarClock,
  ChevronUp,
  Eraser,
  IndianRupee,
  MessageCircle,
  NotebookPen,
  Phone,
  UserCheck,
  UserRoundPlus,
  type LucideIcon,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState, type FormEvent } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { LeadDetail } from "~server/leads/lead-workbench.schema";
import { MAX_NOTE_LENGTH } from "~server/leads/lead-timeline";
import { FieldErrorText, FieldHintText, controlClasses } from "~/components/forms/fields";
import { useStaffAction } from "../use-staff-action";

export type DetailDialog = "status" | "assign" | "followUp" | "commission" | "erase";

/** What the signed-in person may do here (the API checks the same permissions). */
export interface DetailAbilities {
  update: boolean;
  erase: boolean;
  commission: boolean;
}

interface ActionsProps {
  lead: LeadDetail;
  meId: number;
  abilities: DetailAbilities;
  open: (dialog: DetailDialog) => void;
}

/** Logs a call or a WhatsApp message, one toast, then the timeline shows it. */
function useLogContact(leadId: number) {
  const { run } = useStaffAction();
  return (channel: "call" | "whatsapp") =>
    void run(`/api/admin/leads/${leadId}/contacts`, {
      body: { channel },
      success: channel === "call" ? "Call logged on the timeline." : "WhatsApp message logged on the timeline.",
    });
}

function useAssignToMe(lead: LeadDetail, meId: number) {
  const { run, pending } = useStaffAction();
  return {
    pending,
    assign: () =>
      void run(`/api/admin/leads/${lead.id}`, {
        method: "PATCH",
        body: { version: lead.version, assigneeId: meId },
        success: `${lead.reference} is assigned to you.`,
      }),
  };
}

interface MenuAction {
  key: string;
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
}

/** The writes besides call and WhatsApp, in the order a file is worked. */
function menuActions({ lead, meId, abilities, open }: ActionsProps, assignToMe: () => void): MenuAction[] {
  if (!abilities.update) return [];
  const erased = lead.erasedAt !== null;
  const actions: MenuAction[] = [];
  if (lead.allowedStatuses.length > 0) {
    actions.push({ key: "status", label: "Change status", icon: ArrowRightLeft, onSelect: () => open("status") });
  }
  actions.push({ key: "assign", label: "Assign", icon: UserRoundPlus, onSelect: () => open("assign") });
  if (lead.assignee?.id !== meId) {
    actions.push({ key: "me", label: "Assign to me", icon: UserCheck, onSelect: assignToMe });
  }
  actions.push({ key: "followUp", label: "Follow-up date", icon: CalendarClock, onSelect: () => open("followUp") });
  // Commission is paid per disbursal: recorded once the loan is disbursed.
  if (abilities.commission && (lead.status === "disbursed" || lead.status === "closed")) {
    actions.push({ key: "commission", label: "Commission", icon: IndianRupee, onSelect: () => open("commission") });
  }
  if (abilities.erase && !erased) {
    actions.push({
      key: "erase",
      label: "Erase personal data",
      icon: Eraser,
      onSelect: () => open("erase"),
      destructive: true,
    });
  }
  return actions;
}

/** Call and WhatsApp: links that do their job (dialler, WhatsApp) and log the contact on the timeline. */
function ContactLinks({ lead, compact = false }: { lead: LeadDetail; compact?: boolean }) {
  const log = useLogContact(lead.id);
  if (!lead.telUrl && !lead.whatsappUrl) return null;
  const classes = cn(buttonVariants({ variant: "default" }), compact && "flex-1 px-3");
  return (
    <>
      {lead.telUrl && (
        <a href={lead.telUrl} className={classes} onClick={() => log("call")}>
          <Phone aria-hidden="true" /> Call
        </a>
      )}
      {lead.whatsappUrl && (
        <a
          href={lead.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(classes, "bg-green-700 hover:bg-green-800 active:bg-green-900")}
          onClick={() => log("whatsapp")}
        >
          <MessageCircle aria-hidden="true" /> WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </>
  );
}

/**
 * The lead's actions. From a tablet up: a row of buttons under the header. On a phone: a bar
 * fixed to the bottom of the screen (Call, WhatsApp, and a menu with the rest), so they stay in
 * reach while reading a long timeline. Nothing but the contact links for a role that only reads.
 */
export function DetailActions(props: ActionsProps) {
  const { lead, meId } = props;
  const me = useAssignToMe(lead, meId);
  const actions = menuActions(props, me.assign);
  const showContact = props.abilities.update;
  if (!showContact && actions.length === 0) return null;
  return (
    <>
      <div role="toolbar" aria-label="Lead actions" className="mb-6 hidden flex-wrap gap-2 sm:flex">
        {showContact && <ContactLinks lead={lead} />}
        {actions.map((action) => (
          <Button
            key={action.key}
            variant="outline"
            onClick={action.onSelect}
            disabled={action.key === "me" && me.pending}
            className={cn(action.destructive && "border-red-700 text-red-700 hover:bg-red-50 active:bg-red-100")}
          >
            <action.icon aria-hidden="true" /> {action.label}
          </Button>
        ))}
      </div>
      <div
        role="toolbar"
        aria-label="Lead actions"
        className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:hidden"
      >
        {showContact && <ContactLinks lead={lead} compact />}
        {actions.length > 0 && (
          // Not modal: the menu hands over to a dialog, which traps focus itself.
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className={cn(buttonVariants({ variant: "outline" }), "flex-1 px-3")}>
              More <ChevronUp aria-hidden="true" />
            </DropdownMenu.Trigger>
            {/* No portal: the menu stays inside the page's main landmark. */}
            <DropdownMenu.Content
              side="top"
              align="end"
              sideOffset={6}
              className="z-40 w-64 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
            >
              {actions.map((action) => (
                <DropdownMenu.Item
                  key={action.key}
                  onSelect={action.onSelect}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-hidden data-highlighted:bg-slate-100",
                    action.destructive ? "text-red-700" : "text-slate-800",
                  )}
                >
                  <action.icon aria-hidden="true" className="size-4" /> {action.label}
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Item
                onSelect={() => document.getElementById("lead-note")?.focus()}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-800 outline-hidden data-highlighted:bg-slate-100"
              >
                <NotebookPen aria-hidden="true" className="size-4" /> Add a note
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        )}
      </div>
    </>
  );
}

/** "Add a note": what was said on a call, what the lender asked for; shown on the timeline. */
export function DetailNoteForm({ leadId }: { leadId: number }) {
  const { run, pending } = useStaffAction();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const length = text.trim().length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError("Write the note first.");
    if (text.length > MAX_NOTE_LENGTH) return setError(`Keep the note under ${MAX_NOTE_LENGTH} characters.`);
    const result = await run(`/api/admin/leads/${leadId}/notes`, {
      body: { text },
      success: "Note added.",
      onFieldErrors: (fields) => setError(fields.text ?? Object.values(fields)[0]),
    });
    if (result.ok) setText("");
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor="lead-note" className="text-sm font-semibold text-slate-900">
        Add a note
      </label>
      <textarea
        id="lead-note"
        rows={3}
        value={text}
        maxLength={MAX_NOTE_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`lead-note-count${error ? " lead-note-error" : ""}`}
        className={cn(controlClasses, "min-h-24 resize-y py-2.5")}
      />
      {error && <FieldErrorText id="lead-note-error">{error}</FieldErrorText>}
      <div className="flex items-center justify-between gap-3">
        <FieldHintText id="lead-note-count" className="mt-0">
          {text.length} of {MAX_NOTE_LENGTH} characters
        </FieldHintText>
        <Button type="submit" disabled={pending}>
          <NotebookPen aria-hidden="true" /> {pending ? "Adding…" : "Add note"}
        </Button>
      </div>
    </form>
  );
}
