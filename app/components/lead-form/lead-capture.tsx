import { Phone } from "lucide-react";
import { lazy, Suspense, useEffect, useSyncExternalStore, type MouseEvent } from "react";
import { formatIndianPhone } from "~/components/layout/navigation";
import type { FormContact } from "~/components/forms/form-contact";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import { recordAttribution } from "~/lib/attribution";
import { cn } from "~/lib/cn";
import { setPopupBlocker } from "~/lib/popup-blockers";
import type { LeadFormService } from "./loan-enquiry-form";

/**
 * The light part of the lead capture on the loan pages: the Apply Now buttons, the phone's sticky
 * bar and the host that mounts the dialog. Nothing here imports react-hook-form or zod; the
 * dialog (lead-capture-dialog.tsx) is loaded when a visitor points at, focuses or touches an
 * Apply button, or at the latest when they press it.
 *
 * The buttons sit in different parts of the page (hero, sidebar, sticky bar), so the open state
 * lives in a tiny store rather than a context provider around the whole page.
 */

const loadDialog = () => import("./lead-capture-dialog");
const LeadCaptureDialog = lazy(loadDialog);

export function preloadLeadCapture(): void {
  void loadDialog().catch(() => {
    // Offline or a new deployment: the click loads it again (and shows the error boundary if that fails).
  });
}

/**
 * What a button applies for, on pages with several (each deal on /deals has its own service and
 * is recorded on the lead); a loan page's buttons leave it out and apply for the page's service.
 */
export interface LeadCaptureTarget {
  service: LeadFormService;
  deal?: { id: number; title: string };
}

interface LeadCaptureState {
  open: boolean;
  /** True once a visitor opened it; the dialog then stays mounted (and keeps what was typed). */
  mounted: boolean;
  /** The last button's own target, if it had one. */
  target: LeadCaptureTarget | null;
}

const closedState: LeadCaptureState = { open: false, mounted: false, target: null };
let state: LeadCaptureState = closedState;
let returnFocusTarget: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setState(next: LeadCaptureState): void {
  state = next;
  // No popup over a visitor's application: popups wait while the dialog is open.
  setPopupBlocker("lead-capture", next.open);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the lead capture dialog (for `target`, when given); focus returns to `trigger` when it closes. */
export function openLeadCapture(trigger?: HTMLElement | null, target?: LeadCaptureTarget): void {
  returnFocusTarget = trigger ?? null;
  setState({ open: true, mounted: true, target: target ?? state.target });
}

function setOpen(open: boolean): void {
  setState({ ...state, open });
}

/**
 * An "Apply Now" button (in the page's language unless given its own words) that opens the lead
 * capture dialog (accent style unless told otherwise).
 */
export function ApplyNowButton({
  target,
  children,
  variant = "accent",
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: ButtonProps & { target?: LeadCaptureTarget }) {
  const { t } = useI18n();
  return (
    <Button
      variant={variant}
      aria-haspopup="dialog"
      onPointerEnter={(event) => {
        preloadLeadCapture();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadLeadCapture();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        preloadLeadCapture();
        onTouchStart?.(event);
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) openLeadCapture(event.currentTarget, target);
      }}
      {...props}
    >
      {children ?? t("leadForm.applyNow")}
    </Button>
  );
}

/** Shown only if the dialog's code is still on its way when the visitor presses Apply Now. */
function LoadingOverlay() {
  const { t } = useI18n();
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950/60">
      <p role="status" className="delayed-fade-in rounded-lg bg-white px-5 py-3 font-medium text-slate-800 shadow-lg">
        {t("leadForm.loading")}
      </p>
    </div>
  );
}

export interface LeadCaptureHostProps {
  /** The page's service; pages whose buttons each carry a target (/deals) leave it out. */
  service?: LeadFormService;
  contact: FormContact;
}

/** Mounts the dialog once a visitor opens it. Render one per page. */
export function LeadCaptureHost({ service: pageService, contact }: LeadCaptureHostProps) {
  const { open, mounted, target } = useSyncExternalStore(
    subscribe,
    () => state,
    () => closedState,
  );

  useEffect(() => {
    recordAttribution();
    // Leaving the page: the next page starts with a closed, empty dialog.
    return () => {
      returnFocusTarget = null;
      setState(closedState);
    };
  }, []);

  const service = target?.service ?? pageService;
  if (!mounted || !service) return null;
  return (
    <Suspense fallback={open ? <LoadingOverlay /> : null}>
      <LeadCaptureDialog
        // Another service (client navigation between loan pages) or deal gets a fresh form.
        key={`${service.slug}:${target?.deal?.id ?? ""}`}
        open={open}
        onOpenChange={setOpen}
        service={service}
        deal={target?.deal}
        contact={contact}
        returnFocusTo={() => returnFocusTarget}
      />
    </Suspense>
  );
}

/**
 * The phone's bottom bar: Apply Now and a call button. Hidden from md up. It is `sticky` at the
 * end of the page's <main>, so it holds its own space in the flow (the page's bottom padding on
 * phones) and stops above the footer instead of covering it.
 */
export function StickyApplyBar({ phone, className }: { phone: string; className?: string }) {
  const { t } = useI18n();
  return (
    <section
      aria-label={t("leadForm.applyOrCall")}
      className={cn(
        "sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur md:hidden",
        "pb-[max(0.75rem,env(safe-area-inset-bottom))]",
        className,
      )}
    >
      <div className="mx-auto flex max-w-md items-center gap-3">
        <ApplyNowButton size="lg" className="flex-1" />
        <Button asChild variant="outline" size="icon" className="size-12">
          <a href={`tel:${phone}`} aria-label={t("forms.callPhone", { phone: formatIndianPhone(phone) })}>
            <Phone aria-hidden="true" className="size-5" />
          </a>
        </Button>
      </div>
    </section>
  );
}
