import { MessageCircle, Phone } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { formatIndianPhone, whatsappLink } from "~/components/layout/navigation";

/** Outline style for buttons placed on the dark brand hero bands. */
const onDarkOutline = "border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white";

type Tone = "light" | "dark";

/** A tap-to-call button showing the number. */
export function CallButton({
  phone,
  tone = "light",
  size,
  label = `Call ${formatIndianPhone(phone)}`,
}: {
  phone: string;
  tone?: Tone;
  size?: ButtonProps["size"];
  label?: string;
}) {
  return (
    <Button
      asChild
      variant={tone === "dark" ? "outline" : "default"}
      size={size}
      className={tone === "dark" ? onDarkOutline : undefined}
    >
      <a href={`tel:${phone}`}>
        <Phone aria-hidden="true" className={size === "lg" ? "size-5" : "size-4"} />
        {label}
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
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
