import { XIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { Link } from "react-router";
import type { PopupTextField, PublicPopup } from "~server/popups/popup.schema";
import { hexColourPattern, isSafePopupUrl } from "~server/popups/popup-rules";
import { POPUP_IMAGE_MAX_HEIGHT_PX, POPUP_MAX_WIDTH_REM } from "~/lib/constants";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { buttonVariants } from "../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { timerDelay } from "./choose-popup";
import { sameSitePath } from "./same-site-path";
import { sanitizePopupContent } from "./sanitize-popup-content";

/** Staff colours were validated on save; anything else that arrives falls back to the site's own. */
function colour(value: unknown, fallback: string): string {
  return typeof value === "string" && hexColourPattern.test(value) ? value : fallback;
}

function safeUrl(value: unknown): string | null {
  return typeof value === "string" && isSafePopupUrl(value) ? value : null;
}

const positionClasses: Record<string, string> = {
  top: "top-4 translate-y-0 sm:top-8",
  center: "",
  bottom: "top-auto bottom-4 translate-y-0 sm:bottom-8",
};

// Side by side only when the popup itself is wide enough (a container query): a small popup, or
// any popup on a phone, stacks the image above (left) or below (right) the text.
const imageLayoutClasses: Record<string, string> = {
  top: "flex-col",
  bottom: "flex-col-reverse",
  left: "flex-col @sm:flex-row",
  right: "flex-col-reverse @sm:flex-row-reverse",
};

export interface PopupViewProps {
  popup: PublicPopup;
  /** Every way of closing it (close button, backdrop, Escape, autoClose) ends here. */
  onClose: () => void;
  /** Once, when it is on the screen (the host counts an impression). */
  onShow?: () => void;
  /**
   * When the visitor clicks its action button (the host counts an action click); `inThisTab` when
   * the link leads to this site and replaces the page the popup is on.
   */
  onAction?: (inThisTab: boolean) => void;
  /**
   * The staff editor's live preview: drawn inside `container` (a frame that holds fixed
   * positions, e.g. with a CSS transform), not modal, taking no focus, never closing itself.
   */
  preview?: { container: HTMLElement | null };
}

/**
 * One popup as a modal dialog (Radix: labelled by its title, focus moved in and given back,
 * Escape and a backdrop click close it, a click on the content does not). Loaded on demand by the
 * popup host. Colours come from staff settings, so they are inline styles: the CSP's style-src
 * admits inline styles, and React sets them through the CSSOM, which CSP does not restrict anyway.
 * Its texts arrive in the page's language; those still in English (`englishFields`) are marked
 * `lang="en"`, and its own words (Close) are the page's. A link of the action button to a page of
 * this site leads to that page in the page's language.
 */
export default function PopupView({ popup, onClose, onShow, onAction, preview }: PopupViewProps) {
  const { t, path } = useI18n();
  const english: readonly unknown[] = Array.isArray(popup.englishFields) ? popup.englishFields : [];
  const langOf = (field: PopupTextField) => (english.includes(field) ? "en" : undefined);
  const contentRef = useRef<HTMLDivElement>(null);
  // Radix gives focus back to a trigger, and a popup has none: give it back to what had it.
  const [returnFocusTo] = useState(() => document.activeElement);
  const html = useMemo(() => sanitizePopupContent(String(popup.content ?? "")), [popup.content]);

  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    onShow?.();
  }, [onShow]);

  const autoCloseSeconds = preview ? null : popup.autoClose;
  useEffect(() => {
    if (typeof autoCloseSeconds !== "number" || !(autoCloseSeconds > 0)) return;
    const timer = window.setTimeout(onClose, timerDelay(autoCloseSeconds * 1000));
    return () => window.clearTimeout(timer);
  }, [autoCloseSeconds, onClose]);

  const background = colour(popup.backgroundColor, "#ffffff");
  const text = colour(popup.textColor, "#1e293b");
  const imageUrl = popup.showImage ? safeUrl(popup.imageUrl) : null;
  const actionLink = popup.showActionButton && popup.actionButtonText ? safeUrl(popup.actionButtonLink) : null;
  // A link to this site opens in the same tab, client-side; any other in a new one (spec section 4).
  // The staff editor's preview opens every link in a new tab: it must never leave unsaved work.
  const sitePath = actionLink && !preview ? sameSitePath(actionLink, window.location.origin) : null;
  const actionPath = sitePath === null ? null : path(sitePath);
  const actionLook = {
    className: cn(
      buttonVariants(),
      "mt-5 h-auto min-h-11 w-full py-2 text-center whitespace-normal hover:brightness-95 @sm:w-auto",
    ),
    style: {
      backgroundColor: colour(popup.actionButtonColor, "#1a4594"),
      color: colour(popup.actionButtonTextColor, "#ffffff"),
    },
  };
  const sideImage = popup.imagePosition === "left" || popup.imagePosition === "right";
  const imageUnderClose = imageUrl !== null && popup.imagePosition !== "left" && popup.imagePosition !== "bottom";
  const maxWidth = POPUP_MAX_WIDTH_REM[popup.size] ?? POPUP_MAX_WIDTH_REM.medium;
  const panelStyle: CSSProperties = { backgroundColor: background, color: text, maxWidth: `${maxWidth}rem` };

  return (
    <Dialog open modal={!preview} onOpenChange={(open) => !open && !preview && onClose()}>
      <DialogContent
        ref={contentRef}
        container={preview?.container}
        hideClose
        data-testid="site-popup"
        className={cn("gap-0 border-0", positionClasses[popup.position])}
        style={panelStyle}
        // Focus the dialog itself, not its first link: screen readers start at the title, and
        // nothing looks pre-selected. Tab then moves through the popup.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (!preview) contentRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (preview) return;
          // Without scrolling: the visitor may have scrolled away from it before the popup came.
          if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected)
            returnFocusTo.focus({ preventScroll: true });
        }}
      >
        <div className="@container">
          <div className={cn("flex gap-4", imageLayoutClasses[popup.imagePosition] ?? imageLayoutClasses.right)}>
            {imageUrl && (
              // Decorative: the title says what the popup is about, and there is no alt text field.
              <img
                src={imageUrl}
                alt=""
                // Beside the text it keeps its proportions instead of stretching to the text's height.
                className={cn("w-full rounded-lg object-cover", sideImage && "@sm:w-2/5 @sm:self-start")}
                style={{ maxHeight: POPUP_IMAGE_MAX_HEIGHT_PX }}
              />
            )}
            <div className="min-w-0 flex-1">
              <DialogTitle
                className={cn("text-xl break-words text-inherit", popup.showCloseButton && "pr-10")}
                lang={langOf("title")}
              >
                {popup.title}
              </DialogTitle>
              <DialogDescription asChild className="text-inherit">
                <div
                  className={cn(
                    "mt-2 text-sm leading-6 break-words",
                    "[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2",
                    "[&_blockquote]:border-l-4 [&_blockquote]:border-current/30 [&_blockquote]:pl-3",
                    "[&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold",
                    "[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full",
                    "[&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5",
                    "[&>*+*]:mt-2",
                  )}
                  lang={langOf("content")}
                  dangerouslySetInnerHTML={{ __html: html }}
                />
              </DialogDescription>
            </div>
          </div>
          {actionLink &&
            (actionPath !== null ? (
              <Link to={actionPath} onClick={() => onAction?.(true)} {...actionLook}>
                <span lang={langOf("actionButtonText")}>{popup.actionButtonText}</span>
              </Link>
            ) : (
              <a
                href={actionLink}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => onAction?.(false)}
                {...actionLook}
              >
                <span lang={langOf("actionButtonText")}>{popup.actionButtonText}</span>
                <span className="sr-only"> {t("layout.opensInNewTab")}</span>
              </a>
            ))}
        </div>
        {popup.showCloseButton ? (
          <DialogClose
            aria-label={t("popups.close")}
            className={cn(
              "absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-full",
              "hover:brightness-95 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-current",
              // Over an image's corner it has to read as a button of its own.
              imageUnderClose && "shadow-md ring-1 ring-black/10",
            )}
            style={{ backgroundColor: background, color: text }}
          >
            <XIcon className="size-5" aria-hidden="true" />
          </DialogClose>
        ) : (
          // Staff turned the close button off, but keyboard and screen reader users may have no
          // Escape key or backdrop to press: they get one that appears when it has focus.
          <DialogClose
            className={cn(
              buttonVariants({ variant: "outline" }),
              "sr-only border-current bg-transparent text-inherit focus-visible:not-sr-only focus-visible:mt-4",
            )}
          >
            {t("popups.close")}
          </DialogClose>
        )}
      </DialogContent>
    </Dialog>
  );
}
