import { describe, expect, it } from "vitest";
import { PopupInputSchema, PublicPopupSchema, isSafePopupUrl } from "~server/popups/popup.schema";

const minimal = { targetPage: "home", title: "Hello" };

describe("PopupInputSchema", () => {
  it("fills sensible defaults", () => {
    expect(PopupInputSchema.parse(minimal)).toEqual({
      isActive: false,
      language: null,
      targetPage: "home",
      priority: 0,
      delayShow: 0,
      autoClose: null,
      position: "center",
      size: "medium",
      backgroundColor: "#ffffff",
      textColor: "#1e293b",
      showCloseButton: true,
      showImage: false,
      imageUrl: null,
      imagePosition: "top",
      title: "Hello",
      content: "",
      showActionButton: false,
      actionButtonText: "",
      actionButtonLink: null,
      actionButtonColor: "#2563eb",
      actionButtonTextColor: "#ffffff",
      startsAt: null,
      endsAt: null,
    });
  });

  it("takes an optional schedule with offsets, and refuses an end before the start", () => {
    const dated = PopupInputSchema.parse({
      ...minimal,
      startsAt: "2026-12-01T09:00:00+05:30",
      endsAt: "2026-12-02T00:00:00Z",
    });
    expect(dated.startsAt).toEqual(new Date("2026-12-01T03:30:00Z"));
    expect(dated.endsAt).toEqual(new Date("2026-12-02T00:00:00Z"));
    expect(PopupInputSchema.safeParse({ ...minimal, startsAt: "01/12/2026" }).success).toBe(false);
    const backwards = PopupInputSchema.safeParse({
      ...minimal,
      startsAt: "2026-12-02T00:00:00Z",
      endsAt: "2026-12-01T00:00:00Z",
    });
    expect(backwards.error?.issues.map((issue) => issue.path.join("."))).toEqual(["endsAt"]);
  });

  it.each(["en", "ml", "hi", null])("shows on the pages of language %s (null: every language's)", (language) => {
    expect(PopupInputSchema.parse({ ...minimal, language }).language).toBe(language);
  });

  it.each(["ta", "ML", "", "english", 1])("refuses the language %s with a message", (language) => {
    const result = PopupInputSchema.safeParse({ ...minimal, language });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [
        "language",
        "Choose which pages show it: every language's (null), or en, ml or hi for one language's pages only",
      ],
    ]);
  });

  it.each(["#fff", "#1E293B"])("accepts the colour %s", (colour) => {
    expect(PopupInputSchema.safeParse({ ...minimal, backgroundColor: colour }).success).toBe(true);
  });

  it.each(["red", "#ffff", "#12345g", "rgb(0,0,0)", "#fff;background:url(x)", "var(--x)"])(
    "refuses the colour %s",
    (colour) => {
      expect(PopupInputSchema.safeParse({ ...minimal, textColor: colour }).success).toBe(false);
    },
  );

  it.each(["https://example.com/a.png", "http://example.com", "/loan-services/gold-loan", "/a?b=1#c"])(
    "accepts the address %s",
    (url) => {
      expect(isSafePopupUrl(url)).toBe(true);
    },
  );

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "//evil.example",
    "/\\evil.example",
    "relative/path",
    "https://",
    "ftp://example.com",
    "",
  ])("refuses the address %s", (url) => {
    expect(isSafePopupUrl(url)).toBe(false);
    expect(PopupInputSchema.safeParse({ ...minimal, actionButtonLink: url }).success).toBe(false);
  });

  it("bounds the numbers", () => {
    for (const [field, value] of [
      ["delayShow", -1],
      ["delayShow", 600_001],
      ["autoClose", 0],
      ["autoClose", 3601],
      ["priority", 1.5],
    ] as const) {
      expect(PopupInputSchema.safeParse({ ...minimal, [field]: value }).success, `${field}=${value}`).toBe(false);
    }
    expect(PopupInputSchema.safeParse({ ...minimal, delayShow: 600_000, autoClose: 3600 }).success).toBe(true);
  });

  it("refuses unknown enum values", () => {
    expect(PopupInputSchema.safeParse({ ...minimal, position: "left" }).success).toBe(false);
    expect(PopupInputSchema.safeParse({ ...minimal, size: "huge" }).success).toBe(false);
    expect(PopupInputSchema.safeParse({ ...minimal, imagePosition: "center" }).success).toBe(false);
  });

  it("requires what the switched-on parts need", () => {
    expect(PopupInputSchema.safeParse({ ...minimal, showImage: true }).success).toBe(false);
    expect(PopupInputSchema.safeParse({ ...minimal, showActionButton: true, actionButtonText: "Go" }).success).toBe(
      false,
    );
    expect(
      PopupInputSchema.safeParse({ ...minimal, showActionButton: true, actionButtonText: "Go", actionButtonLink: "/x" })
        .success,
    ).toBe(true);
  });

  it("keeps the public shape free of targeting and state", () => {
    expect(Object.keys(PublicPopupSchema.shape)).not.toContain("isActive");
    expect(Object.keys(PublicPopupSchema.shape)).not.toContain("targetPage");
    expect(Object.keys(PublicPopupSchema.shape)).not.toContain("createdAt");
  });
});
