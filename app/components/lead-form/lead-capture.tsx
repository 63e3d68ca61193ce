import { Phone, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type MouseEvent } from "react";
import { formatIndianPhone } from "~/components/layout/navigation";
import type { FormContact } from "~/components/forms/form-contact";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import { recordAttribution } from "~/lib/attribution";
import { cn } from "~/lib/cn";
import { replayEarlyTap } from "~/lib/early-tap";
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

/**
 * The lead dialog's frame, on screen within a frame of the tap while the form's code is on its way
 * (on a budget phone that takes a second or more: ADR 0043). It has the dialog's place, size,
 * title and words, and a space the form's height that says it is loading, so nothing moves when
 * the form takes its place; Escape and the backdrop close it as they close the dialog.
 */
function LeadDialogFrame({
  service,
  deal,
  onClose,
}: {
  service: LeadFormService;
  deal?: { title: string };
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    frameShown = true;
    frame.current?.focus();
  }, []);
  return (
    <div className="fixed inset-0 z-50 bg-slate-950/60" onClick={onClose}>
      <div
        ref={frame}
        role="dialog"
        aria-modal="true"
        aria-labelledby="lead-dialog-frame-title"
        aria-busy="true"
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
        }}
        className={cn(
          // The same box as DialogContent with the dialog's max-w-2xl (components/ui/dialog.tsx).
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 gap-4",
          "max-h-[calc(100dvh-2rem)] overflow-hidden rounded-xl border border-slate-200 bg-white p-5 text-slate-800 shadow-xl sm:p-6",
          "focus-visible:outline-hidden",
        )}
      >
        <div className="flex flex-col gap-1.5 pr-8 text-left">
          <h2 id="lead-dialog-frame-title" className="text-lg leading-tight font-semibold text-slate-900">
            {t("leadForm.applyFor", { service: service.name })}
          </h2>
          <p className="text-sm text-slate-600">
            {deal ? t("leadForm.introDeal", { deal: deal.title }) : t("leadForm.intro")}
          </p>
        </div>
        <div
          className={cn(
            "grid place-items-center rounded-lg bg-slate-50",
            // The form's height as measured in Chromium: Malayalam labels wrap to more lines.
            language === "ml" ? "h-[46rem] sm:h-[31.75rem]" : "h-[46rem] sm:h-[26.75rem]",
          )}
        >
          <p role="status" className="delayed-fade-in text-sm font-medium text-slate-700">
            {t("leadForm.loading")}
          </p>
        </div>
        {/* Where the dialog has its close button. */}
        <button
          type="button"
          aria-label={t("leadForm.close")}
          onClick={onClose}
          className={cn(
            "absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-slate-600",
            "transition-colors hover:bg-slate-100 hover:text-slate-900",
            "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600",
          )}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/** Closing the frame, like closing the dialog, puts focus back on the button that opened it. */
function closeFrame(): void {
  setOpen(false);
  if (returnFocusTarget?.isConnected) returnFocusTarget.focus();
}

/** Whether a visitor saw the frame: the dialog then takes its place without its opening animation. */
let frameShown = false;

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
    // Hydrated: a tap on Apply Now that came before now opens the dialog.
    replayEarlyTap();
    // Leaving the page: the next page starts with a closed, empty dialog.
    return () => {
      returnFocusTarget = null;
      frameShown = false;
      setState(closedState);
    };
  }, []);

  const service = target?.service ?? pageService;
  if (!mounted || !service) return null;
  return (
    <Suspense fallback={open ? <LeadDialogFrame service={service} deal={target?.deal} onClose={closeFrame} /> : null}>
      <LeadCaptureDialog
        // Another service (client navigation between loan pages) or deal gets a fresh form.
        key={`${service.slug}:${target?.deal?.id ?? ""}`}
        open={open}
        onOpenChange={setOpen}
        service={service}
        deal={target?.deal}
        contact={contact}
        returnFocusTo={() => returnFocusTarget}
        appearAtOnce={frameShown}
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
