import type { FormContact } from "~/components/forms/form-contact";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { useI18n } from "~/i18n/i18n";
import { LoanEnquiryFormView, useLoanEnquiryForm, type LeadFormService } from "./loan-enquiry-form";

export interface LeadCaptureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: LeadFormService;
  /** The deal whose button opened it (/deals): recorded on the lead. */
  deal?: { id: number; title: string };
  contact: FormContact;
  /** The button that opened the dialog; focus goes back to it on close (there are several). */
  returnFocusTo: () => HTMLElement | null;
  /** Its frame was on screen while this code arrived: take its place without the opening animation. */
  appearAtOnce?: boolean;
}

/**
 * The "Apply Now" dialog of the loan pages, in the page's language. Loaded on demand (see lead-capture.tsx), so
 * react-hook-form and zod are fetched only when a visitor reaches for an Apply button. It stays
 * mounted once opened: the form state lives here, so closing and reopening keeps what was typed.
 */
export default function LeadCaptureDialog({
  open,
  onOpenChange,
  service,
  deal,
  contact,
  returnFocusTo,
  appearAtOnce = false,
}: LeadCaptureDialogProps) {
  const { t } = useI18n();
  const controller = useLoanEnquiryForm(service, deal?.id);
  const done = controller.lead.status === "success";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        appearAtOnce={appearAtOnce}
        onCloseAutoFocus={(event) => {
          const trigger = returnFocusTo();
          if (trigger?.isConnected) {
            event.preventDefault();
            trigger.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("leadForm.applyFor", { service: service.name })}</DialogTitle>
          <DialogDescription>
            {done
              ? t("leadForm.keepReference")
              : deal
                ? t("leadForm.introDeal", { deal: deal.title })
                : t("leadForm.intro")}
          </DialogDescription>
        </DialogHeader>
        <LoanEnquiryFormView
          controller={controller}
          contact={contact}
          successActions={
            <DialogClose asChild>
              <Button variant="ghost">{t("leadForm.close")}</Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
