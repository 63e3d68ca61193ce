// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InlineStylesheet, StylesheetReaderProvider } from "~/lib/inline-stylesheet";

const css = "body{color:#173a78}.hero{padding:2rem}";

afterEach(() => {
  document.head.innerHTML = "";
  vi.restoreAllMocks();
});

describe("inline stylesheet", () => {
  it("inlines the built stylesheet on the server and links nothing", () => {
    const html = renderToString(
      <StylesheetReaderProvider value={(href) => (href === "/assets/app-1.css" ? css : null)}>
        <InlineStylesheet href="/assets/app-1.css" />
      </StylesheetReaderProvider>,
    );
    expect(html).toBe(`<style id="site-css">${css}</style>`);
  });

  it("links the stylesheet when there is nothing to inline (development), or when its text could end the element", () => {
    expect(renderToString(<InlineStylesheet href="/app/app.css" />)).toBe(
      '<link rel="stylesheet" href="/app/app.css"/>',
    );
    const html = renderToString(
      <StylesheetReaderProvider value={() => "a{}</style><script>alert(1)</script>"}>
        <InlineStylesheet href="/assets/app-1.css" />
      </StylesheetReaderProvider>,
    );
    expect(html).toBe('<link rel="stylesheet" href="/assets/app-1.css"/>');
  });

  it("hydrates in the browser from the page's own <style>, without the text in the bundle and without a mismatch", async () => {
    const serverHtml = renderToString(
      <StylesheetReaderProvider value={() => css}>
        <InlineStylesheet href="/assets/app-1.css" />
      </StylesheetReaderProvider>,
    );
    document.head.innerHTML = serverHtml;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(document.head, <InlineStylesheet href="/assets/app-1.css" />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(document.head.innerHTML).toBe(serverHtml);
  });
});
