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

export const streamTimeout = 5000;

/**
 * The page is complete and readable without JavaScript, so the scripts that hydrate it are not
 * critical to the first paint: preload them at low priority, behind anything the paint needs.
 * React Router's <Scripts> has no option for this; its preload links suppress hydration warnings,
 * so an added attribute is safe.
 */
function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchPriority="low"');
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
            const html = lowPriorityModulePreloads(Buffer.concat(chunks).toString("utf8"));
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
  context.services.logger.error({ err: reported, path: new URL(request.url).pathname }, "page request failed");
};
