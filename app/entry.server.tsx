import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { SpaFallback } from "./lib/spa-fallback";

/**
 * Renders every page at build time (the site is prerendered, decision 0002; no page hydrates, decision
 * 0105). React Router's default entry streams; two settings differ here:
 * - the whole page is waited for (`onAllReady`), as for static generation;
 * - a completed Suspense boundary is never moved out of place: React would otherwise write boundaries
 *   larger than `progressiveChunkSize` into hidden containers at the end of <body>, to be moved into
 *   place by an inline script, which would hide them from visitors without JavaScript.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <SpaFallback.Provider value={routerContext.isSpaMode}>
        <ServerRouter context={routerContext} url={request.url} />
      </SpaFallback.Provider>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              status: responseStatusCode,
              headers: responseHeaders,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
