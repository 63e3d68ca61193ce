import { Loader2 } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";

/** The submit button of a public form (busy state while sending) with a short reassurance beside it. */
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
  const { t } = useI18n();
  return (
    <div className={`${className} flex flex-col gap-3 sm:flex-row sm:items-center`}>
      <Button
        type="submit"
        variant={variant}
        size="lg"
        disabled={disabled}
        aria-disabled={submitting || undefined}
        // A long label (Malayalam words are long) wraps inside the button instead of running out of it.
        className="h-auto min-h-12 w-full py-2.5 text-center whitespace-normal sm:w-auto"
      >
        {submitting && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
        {submitting ? t("forms.sending") : label}
      </Button>
      <p className="text-sm text-slate-600">{note}</p>
    </div>
  );
}
