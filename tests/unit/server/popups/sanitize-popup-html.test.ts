// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizePopupHtml } from "~server/popups/sanitize-popup-html";
import { executableParts, xssPayloads } from "../../../support/xss-payloads";

describe("sanitizePopupHtml", () => {
  it("has a long list of payloads", () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(25);
  });

  it("has a checker that does flag the raw payloads", () => {
    expect(executableParts("<img src=x onerror=alert(1)>")).not.toEqual([]);
    expect(executableParts('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toEqual([]);
    expect(executableParts('<a href="https://ok.example" target="_blank">x</a>')).not.toEqual([]);
    expect(executableParts("<svg onload=alert(1)></svg>")).not.toEqual([]);
  });

  it.each(xssPayloads)("leaves nothing executable in %s", (payload) => {
    const output = sanitizePopupHtml(payload);
    expect(executableParts(output)).toEqual([]);
    // Sanitizing twice changes nothing (stored content is sanitized again when served).
    expect(sanitizePopupHtml(output)).toBe(output);
  });

  it("drops script content, not only the tags", () => {
    expect(sanitizePopupHtml("<p>Hi</p><script>alert(1)</script>")).toBe("<p>Hi</p>");
    expect(sanitizePopupHtml("<style>p{color:red}</style><p>Hi</p>")).toBe("<p>Hi</p>");
    expect(sanitizePopupHtml("<svg><text>x</text></svg><p>Hi</p>")).toBe("<p>Hi</p>");
  });

  it("removes dangerous URLs but keeps the link text", () => {
    expect(sanitizePopupHtml('<a href="jav&#x09;ascript:alert(1)">Read</a>')).toBe("<a>Read</a>");
    expect(sanitizePopupHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe("");
    expect(sanitizePopupHtml("<img src=x onerror=alert(1)>")).toBe('<img src="x" />');
  });

  it("forces rel=noopener noreferrer on links that open a new tab", () => {
    expect(sanitizePopupHtml('<a href="https://ok.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePopupHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it("keeps the allowed formatting", () => {
    const html =
      "<h2>Festive offer</h2><h3>Gold loan</h3><h4>Terms</h4>" +
      "<p>Rates from <strong>9%</strong>, <b>quick</b> <em>valuation</em>, <i>no</i> <u>hidden</u> <s>fees</s>.<br />Call us.</p>" +
      "<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><span>Note</span>";
    expect(sanitizePopupHtml(html)).toBe(html);
  });

  it("keeps safe links and images", () => {
    const html =
      '<p><a href="https://example.com/a?b=1&amp;c=2" title="Site">web</a> ' +
      '<a href="mailto:help@example.com">mail</a> <a href="tel:+914842000000">call</a> ' +
      '<a href="/loan-services/gold-loan">relative</a> <a href="#terms">anchor</a></p>' +
      '<img src="/images/gold.webp" alt="Gold jewellery" width="320" height="200" />' +
      '<img src="https://cdn.example.com/x.png" alt="" />';
    expect(sanitizePopupHtml(html)).toBe(html);
  });

  it("drops non-numeric image sizes and https-less image schemes", () => {
    expect(sanitizePopupHtml('<img src="/a.png" width="100%" height="50">')).toBe('<img src="/a.png" height="50" />');
    expect(sanitizePopupHtml('<img src="mailto:a@b.c">')).toBe("");
  });

  it("is deterministic", () => {
    const html = '<p onclick="x">A <a href="https://ok.example" target="_blank">b</a><img src=x onerror=y></p>';
    const first = sanitizePopupHtml(html);
    for (let i = 0; i < 5; i++) expect(sanitizePopupHtml(html)).toBe(first);
  });
});
