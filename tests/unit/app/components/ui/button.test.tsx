// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { CardTitle } from "~/components/ui/card";

afterEach(cleanup);

// What buttons look like (filled, readable, 44 and 48 px tall) and a placeholder's pulse are
// checked in a browser: tests/e2e/ui-primitives.spec.ts. jsdom has no styles or layout.

describe("Button", () => {
  it("renders a type=button <button>", () => {
    render(<Button>Apply now</Button>);
    const button = screen.getByRole("button", { name: "Apply now" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("type")).toBe("button");
  });

  it("asChild renders the child link, which stays a link", () => {
    render(
      <Button asChild variant="accent" size="lg" className="w-full">
        <a href="/contact">Contact us</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Contact us" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/contact");
    expect(link.getAttribute("type")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("disabled buttons are not clickable", () => {
    render(<Button disabled>Send</Button>);
    expect(screen.getByRole("button", { name: "Send" })).toHaveProperty("disabled", true);
  });
});

describe("Card and Skeleton", () => {
  it("CardTitle is an h3 unless another level is asked for", () => {
    render(
      <>
        <CardTitle>Home loan</CardTitle>
        <CardTitle as="h2">Personal loan</CardTitle>
      </>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Home loan" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Personal loan" })).toBeTruthy();
  });

  it("Skeleton is hidden from assistive technology", () => {
    const { container } = render(<Skeleton className="h-4 w-20" />);
    const el = container.firstElementChild!;
    expect(el.getAttribute("aria-hidden")).toBe("true");
  });
});
