// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizePopupContent } from "~/components/popup-host/sanitize-popup-content";
import { executableParts, parseInert, xssPayloads } from "../../../../support/xss-payloads";

// Payloads that only the browser pass sees in practice (the server would have removed them),
// on top of the shared list: the same attacks written the ways DOMPurify has to parse.
const browserPayloads = [
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x20;javascript:alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="java&NewLine;script:alert(1)">x</a>',
  '<a href="javascript&#x3A;alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<a href="ftp://example.com/x">ftp</a>',
  '<a href="sms:+911234">sms</a>',
  "<SvG/OnLoAd=alert(1)>",
  "<ScRiPt>alert(1)</sCrIpT>",
  "<IFRAME SRC=javascript:alert(1)></IFRAME>",
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://evil.example/x"></OBJECT>',
  '<FoRm><BuTtOn formaction="javascript:alert(1)">x</BuTtOn></FoRm>',
  '<META HTTP-EQUIV="refresh" CONTENT="0; URL=https://evil.example">',
  "<STYLE>@import 'https://evil.example/x.css';</STYLE>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><a href="javascript:alert(1)">x</a></math>',
  '<a href="https://ok.example" id="cookie" name="location">clobber</a>',
  '<img src="/a.png" data-x="1" aria-hidden="true" class="evil" width="10%" height="20">',
  '<input type="image" src="x" onerror="alert(1)">',
  '<p><img src="https://ok.example/a.png" onerror="alert(1)" style="position:fixed;inset:0"></p>',
];

describe("sanitizePopupContent (browser, DOMPurify)", () => {
  it.each(browserPayloads)("has a checker that flags the raw payload %s", (payload) => {
    expect(executableParts(payload)).not.toEqual([]);
  });

  it.each([...xssPayloads, ...browserPayloads])("leaves nothing executable in %s", (payload) => {
    const output = sanitizePopupContent(payload);
    expect(executableParts(output)).toEqual([]);
    expect(sanitizePopupContent(output)).toBe(output);
  });

  it("drops scripts, styles, frames, objects, forms and meta with their content", () => {
    expect(sanitizePopupContent("<p>Hi</p><script>alert(1)</script>")).toBe("<p>Hi</p>");
    expect(sanitizePopupContent("<style>p{color:red}</style><p>Hi</p>")).toBe("<p>Hi</p>");
    expect(sanitizePopupContent('<iframe src="https://evil.example">x</iframe><p>Hi</p>')).toBe("<p>Hi</p>");
    expect(sanitizePopupContent('<object data="x"></object><p>Hi</p>')).toBe("<p>Hi</p>");
    expect(sanitizePopupContent('<meta http-equiv="refresh" content="0;url=x"><p>Hi</p>')).toBe("<p>Hi</p>");
    const form = parseInert(sanitizePopupContent('<form action="https://evil.example"><input name="p"></form>'));
    expect(form.querySelector("form, input")).toBeNull();
  });

  it("removes event handlers and style attributes but keeps the text", () => {
    expect(sanitizePopupContent('<p onclick="alert(1)" style="color:red">Hello</p>')).toBe("<p>Hello</p>");
  });

  it("removes dangerous link targets but keeps the link text", () => {
    expect(sanitizePopupContent('<a href="jav&#x09;ascript:alert(1)">Read</a>')).toBe("<a>Read</a>");
    expect(sanitizePopupContent('<a href="//evil.example">Read</a>')).toBe("<a>Read</a>");
  });

  it("drops images that are not http(s) or site paths", () => {
    expect(sanitizePopupContent('<p>a<img src="data:image/png;base64,AAAA" alt="x">b</p>')).toBe("<p>ab</p>");
    expect(sanitizePopupContent('<img src="javascript:alert(1)">')).toBe("");
  });

  it("opens every link in a new tab without an opener", () => {
    const out = parseInert(
      sanitizePopupContent(
        '<a href="https://ok.example" target="_top" rel="opener">a</a> <a href="/loan-services/gold-loan">b</a>',
      ),
    );
    for (const link of Array.from(out.querySelectorAll("a"))) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("keeps the allowed formatting, links and images", () => {
    const html =
      "<h2>Festive offer</h2><h3>Gold loan</h3><h4>Terms</h4>" +
      "<p>Rates from <strong>9%</strong>, <b>quick</b> <em>valuation</em>, <i>no</i> <u>hidden</u> <s>fees</s>.<br>Call us.</p>" +
      "<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><span>Note</span>" +
      '<p><a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">mail</a> ' +
      '<a href="tel:+914842000000" target="_blank" rel="noopener noreferrer">call</a></p>' +
      '<img src="/images/gold.webp" alt="Gold jewellery" width="320" height="200">';
    expect(sanitizePopupContent(html)).toBe(html);
  });

  it("keeps what the server sanitizer produced", () => {
    const serverOutput =
      '<p>Get a <strong>gold loan</strong>. <a href="https://ok.example" target="_blank" rel="noopener noreferrer">Terms</a></p>';
    expect(sanitizePopupContent(serverOutput)).toBe(serverOutput);
  });
});
