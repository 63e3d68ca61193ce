import { MessageCircle, Phone } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { formatIndianPhone, whatsappLink } from "~/components/layout/navigation";
import { useI18n } from "~/i18n/i18n";

/** Outline style for buttons placed on the dark brand hero bands. */
const onDarkOutline = "border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white";

type Tone = "light" | "dark";

/** A tap-to-call button showing the number ("Call +91 …" in the page's language unless `label` says otherwise). */
export function CallButton({
  phone,
  tone = "light",
  size,
  label,
}: {
  phone: string;
  tone?: Tone;
  size?: ButtonProps["size"];
  label?: string;
}) {
  const { t } = useI18n();
  return (
    <Button
      asChild
      variant={tone === "dark" ? "outline" : "default"}
      size={size}
      className={tone === "dark" ? onDarkOutline : undefined}
    >
      <a href={`tel:${phone}`}>
        <Phone aria-hidden="true" className={size === "lg" ? "size-5" : "size-4"} />
        {label ?? t("contactButtons.call", { phone: formatIndianPhone(phone) })}
      </a>
    </Button>
  );
}

/** WhatsApp click-to-chat with a prefilled message; opens in a new tab. */
export function WhatsAppButton({
  number,
  message,
  label,
  variant = "accent",
  tone = "light",
  size,
}: {
  number: string;
  message?: string;
  label: string;
  variant?: ButtonProps["variant"];
  /** On the dark hero bands: an outline button in white. */
  tone?: Tone;
  size?: ButtonProps["size"];
}) {
  const { t } = useI18n();
  return (
    <Button
      asChild
      variant={tone === "dark" ? "outline" : variant}
      size={size}
      className={tone === "dark" ? onDarkOutline : undefined}
    >
      <a href={whatsappLink(number, message)} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" className={size === "lg" ? "size-5" : "size-4"} />
        {label}
        <span className="sr-only"> {t("layout.opensInNewTab")}</span>
      </a>
    </Button>
  );
}
