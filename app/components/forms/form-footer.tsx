import { Loader2 } from "lucide-react";
import { formatIndianPhone, whatsappLink } from "~/components/layout/navigation";
import { Button, type ButtonProps } from "~/components/ui/button";
import { FormAlert } from "./fields";

/**
 * The form-wide error (rate limit, network, server) with the two ways to reach us that always
 * work, so a visitor whose submission failed is never stuck. What they typed stays in the form.
 */
export function SubmissionErrorAlert({
  message,
  phone,
  whatsappNumber,
  whatsappMessage,
}: {
  message: string;
  phone: string;
  whatsappNumber: string;
  whatsappMessage: string;
}) {
  return (
    <FormAlert className="mt-4">
      <p>{message}</p>
      <p className="mt-1">
        <a href={`tel:${phone}`} className="font-semibold underline underline-offset-2">
          Call {formatIndianPhone(phone)}
        </a>{" "}
        or{" "}
        <a
          href={whatsappLink(whatsappNumber, whatsappMessage)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold underline underline-offset-2"
        >
          WhatsApp us<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </FormAlert>
  );
}

/** The submit button (busy state while sending) with a short reassurance beside it. */
export function SubmitRow({
  label,
  note,
  submitting,
  disabled,
  variant = "accent",
  className = "mt-6",
}: {
  label: string;
  note: string;
  submitting: boolean;
  /** True until the page's scripts run, so nothing is submitted natively. */
  disabled?: boolean;
  variant?: ButtonProps["variant"];
  className?: string;
}) {
  return (
    <div className={`${className} flex flex-col gap-3 sm:flex-row sm:items-center`}>
      <Button
        type="submit"
        variant={variant}
        size="lg"
        disabled={disabled}
        aria-disabled={submitting || undefined}
        className="w-full sm:w-auto"
      >
        {submitting && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
        {submitting ? "Sending…" : label}
      </Button>
      <p className="text-sm text-slate-600">{note}</p>
    </div>
  );
}
