import { Ban, Link2, MessageCircle, RefreshCw, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { CheckboxField } from "~/components/forms/fields";
import { Button, buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { cn } from "~/lib/cn";
import type { SentDocumentLink, StaffDocumentLink } from "~server/documents/borrower-documents.schema";
import { MAX_DIGIT_TRIES } from "~server/documents/document-limits";
import type { DocumentLinkState } from "~server/vocabulary/documents";
import { languageEnglishNames, languageTags, type Language } from "~server/vocabulary/languages";
import { ConfirmDialog } from "../../confirm-dialog";
import { CopyButton } from "../../copy-button";
import { FormDialogFooter, ShownOnceDialog } from "../../form-dialog";
import { ShownOnce } from "../../shown-once";
import { useStaffAction } from "../../use-staff-action";
import { formatWhen } from "../detail-format";
import { documentsApi, lastOpenedLine, linkStateSentence } from "./document-words";

const linkStateWords: Record<DocumentLinkState, { label: string; tone: string }> = {
  active: { label: "Active", tone: "bg-green-100 text-green-950 ring-green-300" },
  expired: { label: "Expired", tone: "bg-slate-100 text-slate-800 ring-slate-300" },
  revoked: { label: "Revoked", tone: "bg-slate-100 text-slate-800 ring-slate-300" },
  locked: { label: "Locked", tone: "bg-rose-100 text-rose-950 ring-rose-300" },
};

/** What the dialog shows once the link is made: the answer, and whether staff asked for the e-mail. */
interface SentLinkAnswer {
  sent: SentDocumentLink;
  emailAsked: boolean;
}

export interface DocumentLinkProps {
  leadId: number;
  link: StaffDocumentLink | null;
  canChange: boolean;
  /** The lead gave an e-mail address. */
  canEmail: boolean;
  /** A link to an empty checklist would show the borrower nothing to do. */
  hasItems: boolean;
  /** The lead's language: the WhatsApp message the server writes is in it. */
  language: Language;
}

/**
 * The borrower's private link: where it stands (active until when, expired, revoked, locked
 * after wrong tries; last opened), and for those who may update the lead, Send link / New link
 * and Revoke. The link itself is shown once, when it is made: only its hash is stored.
 */
export function DocumentLink({ leadId, link, canChange, canEmail, hasItems, language }: DocumentLinkProps) {
  const [sending, setSending] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const words = link ? linkStateWords[link.state] : null;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="flex items-center gap-1.5 font-semibold text-slate-900">
          <Link2 aria-hidden="true" className="size-4 text-slate-600" /> The borrower’s private link
        </h3>
        {words && (
          <span
            className={cn(
              "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
              words.tone,
            )}
          >
            {words.label}
          </span>
        )}
      </div>
      {link ? (
        <div className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
          <p className="text-slate-900">{linkStateSentence(link)}</p>
          <p>
            Made {link.createdBy ? `by ${link.createdBy}, ` : ""}
            {formatWhen(link.createdAt)}. {lastOpenedLine(link)}
          </p>
          {link.state !== "locked" && link.failedTries > 0 && (
            <p>
              {link.failedTries} wrong {link.failedTries === 1 ? "try" : "tries"} of the last four digits; it locks
              after {MAX_DIGIT_TRIES}.
            </p>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {hasItems
            ? "Not sent yet. The borrower opens it on their phone, types the last four digits of their mobile number and uploads each document."
            : "Not sent yet. Fill the checklist first: the link shows the borrower what to upload."}
        </p>
      )}
      {canChange && (hasItems || link) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {hasItems && (
            <Button size="sm" className="h-11 sm:h-9" onClick={() => setSending(true)}>
              {link ? <RefreshCw aria-hidden="true" /> : <Send aria-hidden="true" />}
              {link ? "New link" : "Send link"}
            </Button>
          )}
          {link?.state === "active" && (
            <Button size="sm" variant="outline" className="h-11 sm:h-9" onClick={() => setRevoking(true)}>
              <Ban aria-hidden="true" /> Revoke
            </Button>
          )}
        </div>
      )}
      {canChange && (
        <>
          <SendLinkDialog
            leadId={leadId}
            replacing={link?.state === "active"}
            canEmail={canEmail}
            language={language}
            open={sending}
            onOpenChange={setSending}
          />
          <RevokeLinkDialog leadId={leadId} open={revoking} onOpenChange={setRevoking} />
        </>
      )}
    </div>
  );
}

function SendLinkDialog({
  leadId,
  replacing,
  canEmail,
  language,
  open,
  onOpenChange,
}: {
  leadId: number;
  replacing: boolean;
  canEmail: boolean;
  language: Language;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ShownOnceDialog<SentLinkAnswer>
      open={open}
      onOpenChange={onOpenChange}
      title={(answer) => (answer ? "Send the link to the borrower" : replacing ? "Make a new link" : "Make the link")}
      description={(answer) =>
        answer
          ? `It works until ${formatWhen(answer.sent.expiresAt)}. Send it to the borrower now: it is shown only this once.`
          : "A private link to this lead’s checklist, for the borrower’s phone. It is shown only once, when it is made; a new link replaces the old one, which stops working."
      }
      form={({ onAnswer, onCancel }) => (
        <SendLinkForm
          leadId={leadId}
          replacing={replacing}
          canEmail={canEmail}
          onAnswer={onAnswer}
          onCancel={onCancel}
        />
      )}
      answer={(answer, onDone) => <SentLink {...answer} language={language} onDone={onDone} />}
    />
  );
}

function SendLinkForm({
  leadId,
  replacing,
  canEmail,
  onAnswer,
  onCancel,
}: {
  leadId: number;
  replacing: boolean;
  canEmail: boolean;
  onAnswer: (answer: SentLinkAnswer) => void;
  onCancel: () => void;
}) {
  const { run, pending } = useStaffAction();
  const [email, setEmail] = useState(canEmail);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailAsked = canEmail && email;
    const result = await run<SentDocumentLink>(`${documentsApi(leadId)}/link`, {
      body: { delivery: emailAsked ? "email" : "none" },
      onFieldErrors: (fields) => setError(fields.delivery ?? Object.values(fields)[0]),
    });
    if (!result.ok || !result.data) return;
    const sent = result.data;
    // The one toast says what became of the e-mail, known only from the answer.
    toast(
      emailAsked && !sent.emailed
        ? {
            variant: "destructive",
            title: "Link made, but the e-mail could not be sent: send it on WhatsApp or copy it.",
          }
        : {
            title: sent.emailed ? "Link made and e-mailed to the borrower." : "Link made. Send it to the borrower now.",
          },
    );
    onAnswer({ sent, emailAsked });
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      <ul className="list-disc pl-5 text-sm text-slate-700">
        <li>Valid for the number of days set in Lead settings; you can revoke it sooner.</li>
        <li>Before anything shows, the borrower types the last four digits of the mobile number they gave.</li>
        <li>The lead moves to “Documents pending” and the timeline records the link.</li>
      </ul>
      {canEmail && (
        <CheckboxField
          label="E-mail it to the borrower"
          checked={email}
          onChange={(event) => {
            setEmail(event.target.checked);
            setError(undefined);
          }}
          error={error}
          description="To the e-mail address they gave, in their language. You can send it on WhatsApp as well."
        />
      )}
      <FormDialogFooter
        onCancel={onCancel}
        pending={pending}
        submitLabel={replacing ? "Make a new link" : "Make the link"}
        pendingLabel="Making the link…"
      />
    </form>
  );
}

/** The link as made: shown once, with Copy, the WhatsApp message in the lead's language, and whether it was e-mailed. */
function SentLink({ sent, emailAsked, language, onDone }: SentLinkAnswer & { language: Language; onDone: () => void }) {
  return (
    <ShownOnce label="The borrower’s private link" value={sent.url} onDone={onDone}>
      <div className="flex flex-col gap-3">
        {sent.emailed && <p className="font-semibold text-green-900">E-mailed to the borrower.</p>}
        {emailAsked && !sent.emailed && (
          <p className="font-semibold text-red-800">
            The e-mail could not be sent (the mail server refused it or is not set up). Send the link on WhatsApp or
            copy it.
          </p>
        )}
        <div>
          <p className="font-semibold text-slate-900">
            WhatsApp message{language === "en" ? "" : ` in ${languageEnglishNames[language]}`}
          </p>
          {/* The server's text, with the link in it: shown as text. */}
          <p
            lang={languageTags[language]}
            className="mt-1 rounded-lg rounded-tl-none bg-[#dcf8c6] px-4 py-3 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]"
          >
            {sent.whatsappText}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {sent.whatsappUrl && (
              <a
                href={sent.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(
                  buttonVariants({ variant: "default" }),
                  "bg-green-700 hover:bg-green-800 active:bg-green-900",
                )}
              >
                <MessageCircle aria-hidden="true" /> Open WhatsApp <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
            <CopyButton text={sent.whatsappText}>Copy the message</CopyButton>
          </div>
        </div>
      </div>
    </ShownOnce>
  );
}

function RevokeLinkDialog({
  leadId,
  open,
  onOpenChange,
}: {
  leadId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { run, pending } = useStaffAction();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Revoke the link?"
      confirmLabel="Revoke the link"
      pending={pending}
      onConfirm={async () => {
        const result = await run(`${documentsApi(leadId)}/link`, {
          method: "DELETE",
          success: "Link revoked: it no longer opens.",
        });
        return result.ok;
      }}
    >
      <p>
        The borrower can no longer open it. Files already uploaded stay. Send a new link whenever the borrower has more
        to upload.
      </p>
    </ConfirmDialog>
  );
}
