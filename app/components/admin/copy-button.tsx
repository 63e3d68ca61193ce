import { Check, Copy } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";

/**
 * Copies `text` to the clipboard and says so on the button ("Copied"). The clipboard needs a
 * secure page (HTTPS or this computer); where it is refused, `onFailed` can select the text so
 * the person copies it by hand, and the button says that.
 */
export function CopyButton({
  text,
  children = "Copy",
  onFailed,
  variant = "outline",
  ...props
}: Omit<ButtonProps, "onClick" | "children"> & {
  text: string;
  children?: ReactNode;
  onFailed?: () => void;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <>
      <Button
        variant={variant}
        {...props}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setState("copied");
          } catch {
            setState("failed");
            onFailed?.();
          }
        }}
      >
        {state === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === "copied" ? "Copied" : state === "failed" ? "Could not copy: select and copy by hand" : children}
      </Button>
      <span role="status" className="sr-only">
        {state === "copied" ? "Copied to the clipboard" : ""}
      </span>
    </>
  );
}
