// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "~/components/ui/tooltip";
import { Toaster } from "~/components/ui/toaster";

afterEach(cleanup);

// Where a drawer shows (against the right or the left edge) is checked in a browser:
// tests/e2e/ui-primitives.spec.ts. jsdom has no styles or layout.

// jsdom has no ResizeObserver; Radix positioning (tooltip) only needs it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function MenuSheet({ side }: { side?: "left" | "right" }) {
  return (
    <Sheet>
      <SheetTrigger>Open menu</SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Site navigation</SheetDescription>
        </SheetHeader>
        <a href="/services">Services</a>
      </SheetContent>
    </Sheet>
  );
}

describe("Sheet", () => {
  it("opens on trigger click and shows its title", () => {
    render(<MenuSheet />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = screen.getByRole("dialog", { name: "Menu" });
    expect(screen.getByText("Menu")).toBeTruthy();
    expect(sheet.getAttribute("data-side")).toBe("right");
  });

  it("closes with the labelled Close menu button", () => {
    render(<MenuSheet side="left" />);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("dialog").getAttribute("data-side")).toBe("left");
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with Escape and returns focus to the trigger", async () => {
    render(<MenuSheet />);
    const trigger = screen.getByRole("button", { name: "Open menu" });
    trigger.focus();
    fireEvent.click(trigger);
    const sheet = screen.getByRole("dialog");
    expect(sheet.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

describe("Dialog", () => {
  it("content is a dialog labelled by its title and described by its description", () => {
    render(
      <Dialog>
        <DialogTrigger>Check eligibility</DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Eligibility check</DialogTitle>
            <DialogDescription>Answer three questions.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Check eligibility" }));
    const dialog = screen.getByRole("dialog", { name: "Eligibility check" });
    const title = screen.getByText("Eligibility check");
    expect(dialog.getAttribute("aria-labelledby")).toBe(title.id);
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText("Answer three questions.").id);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("hideClose leaves out the corner close button", () => {
    render(
      <Dialog defaultOpen>
        <DialogContent hideClose>
          <DialogTitle>Notice</DialogTitle>
          <DialogDescription>Body</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole("dialog", { name: "Notice" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });
});

describe("Tooltip", () => {
  it("shows its content when the trigger gets keyboard focus", async () => {
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger>EMI</TooltipTrigger>
          <TooltipContent>Equated monthly instalment</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    act(() => {
      screen.getByRole("button", { name: "EMI" }).focus();
    });
    expect((await screen.findByRole("tooltip")).textContent).toBe("Equated monthly instalment");
  });
});

describe("server rendering", () => {
  it("renders the root-level pieces and closed overlays without touching window", () => {
    const html = renderToString(
      <TooltipProvider>
        <MenuSheet />
        <Toaster />
      </TooltipProvider>,
    );
    expect(html).toContain("Open menu");
    expect(html).toContain("Notifications (F8)");
  });
});
