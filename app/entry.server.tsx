import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { StylesheetReaderProvider } from "./lib/inline-stylesheet";
import { NonceProvider } from "./lib/nonce";
import { loggedPath } from "~server/shared/log-path";

export const streamTimeout = 5000;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;
const ROUTE_MODULES_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The page is complete and readable without JavaScript, so the scripts that hydrate it wait for
 * its first paint (ADR 0025). React Router's <Scripts> writes a modulepreload link per chunk and
 * an inline module script that imports the route modules; the browser's preload scanner fetches
 * the links while the HTML is still being parsed, and the scripts then run (or, in Lighthouse's
 * simulation, download) before the first paint. Here the links are taken out, the inline module
 * is kept as inert text (same element, so hydration matches), and a small script adds both back
 * once the first paint is on screen.
 */
function scriptsAfterFirstPaint(html: string): string {
  if (!ROUTE_MODULES_SCRIPT.test(html)) return html;
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    hrefs.push(href);
    return "";
  });
  const [, nonce, code] = ROUTE_MODULES_SCRIPT.exec(withoutPreloads) ?? [];
  // After the first contentful paint has been presented (a "paint" entry), which is later than
  // the frame after parsing on a busy device; after the next frame where paint entries are not
  // supported; at once in a hidden tab, which paints nothing; after 3 s at the latest.
  const loader =
    // zod's shared config (it reads globalThis.__zod_globalConfig): no compiled parsers in the
    // browser, whose CSP forbids eval anyway, so zod skips the `new Function` probe that the
    // browser reports as a CSP violation (Lighthouse best practices, "inspector issues").
    `(function(s){var d=document,w=window,done=0;w.__zod_globalConfig=w.__zod_globalConfig||{jitless:true};` +
    `function go(){if(done)return;done=1;` +
    `${JSON.stringify(hrefs).replaceAll("<", "\\u003c")}.forEach(function(h){var l=d.createElement("link");` +
    `l.rel="modulepreload";l.href=h;l.nonce=s.nonce;d.head.appendChild(l)});` +
    `var m=d.createElement("script");m.type="module";m.nonce=s.nonce;` +
    `m.textContent=d.getElementById("rr-route-modules").textContent;d.head.appendChild(m)}` +
    `s.remove();if(d.visibilityState==="hidden")return go();setTimeout(go,3000);` +
    `var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go,0)})` +
    `.observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)})})(document.currentScript)`;
  return withoutPreloads.replace(
    ROUTE_MODULES_SCRIPT,
    () =>
      `<script nonce="${nonce}" type="text/plain" id="rr-route-modules">${code}</script>` +
      `<script nonce="${nonce}">${loader}</script>`,
  );
}

/**
 * Every page is sent whole (onAllReady): link previews and crawlers get the full content, and a
 * complete document can be compressed and, later, cached.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetReaderProvider value={loadContext.readStylesheet ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetReaderProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const html = scriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8"));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering are reported once the shell exists; earlier ones reject above.
          if (shellRendered) {
            loadContext.services.logger.error(
              { err: error, path: new URL(request.url).pathname },
              "page render failed",
            );
          }
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A loader or action failed: reported through the server's logger (server/logger.server.ts), whose
 * error serializer leaves out the values of a failed query, rather than React Router's default
 * console.error of the whole error. Requests the browser gave up on are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // An error response React Router made from an error (e.g. no route matched) carries it inside.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const reported = inner ?? error;
  // A borrower's documents address holds a secret: loggedPath hides it.
  context.services.logger.error(
    { err: reported, path: loggedPath(new URL(request.url).pathname) },
    "page request failed",
  );
};
