// New leads as they arrive, for the open staff tabs (the menu's count and the browser
// notification): a Server-Sent Events stream, and the JSON a tab reads every 30 seconds when its
// stream fails. Registered before /leads/{id}, which would take "arrivals" for an id.
import { z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../../app-services.server";
import type { ArrivalSignal } from "../../../leads/lead-arrivals.server";
import { leadKinds } from "../../../vocabulary/leads";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { jsonContent } from "./schemas";

const tags = ["Leads"];

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const ARRIVALS_HEARTBEAT_MS = 20_000;
/** How long a browser waits before it reconnects a dropped stream. */
const RETRY_MS = 5_000;

const LeadArrivalSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(leadKinds),
    service: z.string().openapi({ description: "The loan service's name, or the kind of lead", example: "Home Loans" }),
  })
  .openapi("LeadArrival");

const RecentArrivalsSchema = z
  .object({
    newCount: z.number().int().openapi({ description: "Leads in the status new (repeats and erased leads left out)" }),
    latestId: z.number().int().openapi({ description: "The newest lead's id: send it back as `after`" }),
    arrivals: z
      .array(LeadArrivalSchema)
      .openapi({ description: "New leads after `after`, oldest first (the last day's, 10 at most)" }),
  })
  .openapi("RecentLeadArrivals");

const readErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Editors have no access to leads"),
};

const stream = staffRoute("lead:read", {
  method: "get",
  path: "/leads/arrivals",
  tags,
  summary: "New leads as they arrive, as Server-Sent Events (owner, admin, viewer)",
  description: `A stream that stays open. \`event: count\` first (\`{"newCount"}\`, its \`id\` the newest lead's id), then \`event: lead\` for each new lead on any instance (\`{"id","kind","service","newCount"}\`, its \`id\` the lead's), and \`event: count\` again after the server lost its link to the other instances. A comment line every ${ARRIVALS_HEARTBEAT_MS / 1000} seconds keeps it open. A browser that reconnects sends Last-Event-ID and first gets the leads it missed (the last day's). No personal data: never a name, mobile, e-mail or message. "New" counts the leads still in the status new, repeats and erased leads left out.`,
  responses: {
    200: {
      description: "The event stream",
      content: {
        "text/event-stream": {
          schema: z.string().openapi({
            example:
              'event: lead\nid: 42\ndata: {"id":42,"kind":"loan_enquiry","service":"Home Loans","newCount":3}\n\n',
          }),
        },
      },
    },
    ...readErrors,
  },
});

const recent = staffRoute("lead:read", {
  method: "get",
  path: "/leads/arrivals/recent",
  tags,
  summary: "The new-lead count and the leads after a given one (the stream's fallback, owner, admin, viewer)",
  request: {
    query: z.object({
      after: z.coerce
        .number({ error: "Use a lead id" })
        .int("Use a whole number")
        .min(0, "Use 0 or a lead id")
        .max(2_147_483_647, "No such id")
        .optional()
        .openapi({ description: "The newest lead id the caller knows; left out: no list, only the count" }),
    }),
  },
  responses: {
    200: jsonContent("The count and the leads after `after`", RecentArrivalsSchema),
    400: errorResponse("`after` is not a lead id"),
    ...readErrors,
  },
});

function eventOf(signal: ArrivalSignal): string {
  if (signal.type === "lead")
    return `event: lead\nid: ${signal.lead.id}\ndata: ${JSON.stringify({ ...signal.lead, newCount: signal.newCount })}\n\n`;
  return `event: count\ndata: ${JSON.stringify({ newCount: signal.newCount })}\n\n`;
}

export function registerLeadArrivalRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { leadArrivals } = services;

  api.openapi(stream, async (c) => {
    const lastSeen = Number.parseInt(c.req.header("Last-Event-ID") ?? "", 10);
    const encoder = new TextEncoder();
    let stop = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let open = true;
        const send = (text: string) => {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop();
          }
        };
        const heartbeat = setInterval(() => send(": still here\n\n"), ARRIVALS_HEARTBEAT_MS);
        heartbeat.unref();
        const unsubscribe = leadArrivals.subscribe({
          onSignal: (signal) => send(eventOf(signal)),
          onClose: () => {
            stop();
            try {
              controller.close();
            } catch {
              // already ended by the browser
            }
          },
        });
        stop = () => {
          open = false;
          clearInterval(heartbeat);
          unsubscribe();
        };
        send(`retry: ${RETRY_MS}\n\n`);
        // What the tab missed while it was away (it sent the id of the last lead it heard), then
        // the count; the count's id is the newest lead's, so a later reconnect asks from there.
        void (async () => {
          const [missed, newCount, latestId] = await Promise.all([
            Number.isSafeInteger(lastSeen) && lastSeen >= 0 ? leadArrivals.arrivalsAfter(lastSeen) : [],
            leadArrivals.newCount(),
            leadArrivals.latestId(),
          ]);
          for (const lead of missed) send(eventOf({ type: "lead", lead, newCount }));
          send(`event: count\nid: ${latestId}\ndata: ${JSON.stringify({ newCount })}\n\n`);
        })().catch(() => {
          if (!open) return;
          stop();
          controller.error(new Error("could not read the new leads"));
        });
      },
      cancel() {
        stop();
      },
    });
    return new Response(body, {
      status: 200,
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        // Neither a proxy nor the browser may keep or transform it; nginx must not buffer it.
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
      },
    }) as never;
  });

  api.openapi(recent, async (c) => {
    const { after } = c.req.valid("query");
    const [newCount, latestId, arrivals] = await Promise.all([
      leadArrivals.newCount(),
      leadArrivals.latestId(),
      after === undefined ? [] : leadArrivals.arrivalsAfter(after),
    ]);
    return c.json({ newCount, latestId, arrivals }, 200);
  });
}
