// New leads as the open staff tabs hear of them (GET /api/admin/leads/arrivals, Server-Sent
// Events): the instance that stored a lead tells its own tabs at once and the other instances
// through PostgreSQL NOTIFY; each instance counts the new leads once per arrival for all its tabs.
// "New" is the office's inbox: leads still in the status new, repeats and erased leads left out
// (the count falls as soon as someone takes a lead on). Nothing personal travels: lead-arrival.ts.
import { and, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, DatabaseHandle } from "../db/client.server";
import { leads, loanServices } from "../db/schema";
import { leadKinds, type LeadKind } from "../vocabulary/leads";
import { arrivalService, type LeadArrival } from "./lead-arrival";

/** PostgreSQL channel on which instances sharing a database announce new leads. */
export const LEAD_ARRIVAL_CHANNEL = "dsa_lead_arrival";

/** What a staff tab is told: a lead arrived (with the new count), or the count alone (after a gap). */
export type ArrivalSignal = { type: "lead"; lead: LeadArrival; newCount: number } | { type: "count"; newCount: number };

/** One open tab: what it hears, and how it is ended when the server stops. */
export interface ArrivalSubscriber {
  onSignal(signal: ArrivalSignal): void;
  /** The server is stopping: end the stream now, so shutdown need not wait for the tab to leave. */
  onClose(): void;
}

/** How far back a tab that lost its stream may ask for what it missed. */
const REPLAY_HOURS = 24;
const REPLAY_MAX = 10;

export interface LeadArrivalsDeps {
  db: Database;
  database: Pick<DatabaseHandle, "notify" | "listen">;
  /** This instance's id: its own NOTIFY comes back to it and is skipped (it told its tabs already). */
  instanceId: string;
  logger: Logger;
}

export function createLeadArrivals({ db, database, instanceId, logger }: LeadArrivalsDeps) {
  const subscribers = new Set<ArrivalSubscriber>();

  async function newCount(): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(eq(leads.status, "new"), isNull(leads.duplicateOfId), isNull(leads.erasedAt)));
    return Number(row?.count ?? 0);
  }

  /** Tells this instance's tabs; the count is read once for all of them. */
  function tellTabs(lead: LeadArrival | null): void {
    if (subscribers.size === 0) return;
    newCount().then(
      (count) => {
        const signal: ArrivalSignal = lead
          ? { type: "lead", lead, newCount: count }
          : { type: "count", newCount: count };
        for (const subscriber of subscribers) subscriber.onSignal(signal);
      },
      (error: unknown) => logger.warn({ err: error }, "could not count the new leads for the staff tabs"),
    );
  }

  return {
    newCount,

    /** A lead was committed here: this instance's tabs hear it now, the others through NOTIFY. */
    announce(lead: LeadArrival): void {
      tellTabs(lead);
      database
        .notify(LEAD_ARRIVAL_CHANNEL, JSON.stringify({ ...lead, from: instanceId }))
        .catch((error: unknown) =>
          logger.warn({ err: error }, "could not tell the other instances' staff tabs of a new lead"),
        );
    },

    /**
     * Hears the other instances' new leads (PostgreSQL); after a lost connection the tabs get the
     * count afresh. Answers a function that stops listening.
     */
    listen(): Promise<() => Promise<void>> {
      return database.listen(
        LEAD_ARRIVAL_CHANNEL,
        (payload) => {
          const lead = parseArrival(payload, instanceId);
          if (lead) tellTabs(lead);
        },
        () => tellTabs(null),
      );
    },

    /** A tab starts listening; answers the function that stops. */
    subscribe(subscriber: ArrivalSubscriber): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },

    /** Ends every open tab's stream (the server stops). */
    closeAll(): void {
      for (const subscriber of [...subscribers]) subscriber.onClose();
      subscribers.clear();
    },

    /**
     * The new leads after `afterId` (oldest first, the last day's at most): what a tab missed
     * while its stream was down, or what the 30-second fallback finds.
     */
    async arrivalsAfter(afterId: number): Promise<LeadArrival[]> {
      const rows = await db
        .select({ id: leads.id, kind: leads.kind, serviceName: loanServices.name })
        .from(leads)
        .leftJoin(loanServices, eq(loanServices.slug, leads.serviceSlug))
        .where(
          and(
            gt(leads.id, afterId),
            isNull(leads.duplicateOfId),
            eq(leads.status, "new"),
            gte(leads.createdAt, sql`now() - make_interval(hours => ${REPLAY_HOURS})`),
          ),
        )
        .orderBy(desc(leads.id))
        .limit(REPLAY_MAX);
      return rows.reverse().map((row) => {
        const kind = (leadKinds as readonly string[]).includes(row.kind) ? (row.kind as LeadKind) : "contact_message";
        return { id: row.id, kind, service: arrivalService(kind, row.serviceName) };
      });
    },

    /** The newest lead's id (0: none yet): where a tab's fallback starts looking. */
    async latestId(): Promise<number> {
      const [row] = await db.select({ id: sql<number>`coalesce(max(${leads.id}), 0)::int` }).from(leads);
      return Number(row?.id ?? 0);
    },
  };
}

export type LeadArrivals = ReturnType<typeof createLeadArrivals>;

function parseArrival(payload: string, instanceId: string): LeadArrival | null {
  try {
    const value = JSON.parse(payload) as Partial<LeadArrival> & { from?: unknown };
    if (value.from === instanceId) return null;
    if (typeof value.id !== "number" || typeof value.service !== "string") return null;
    if (!(leadKinds as readonly string[]).includes(value.kind as string)) return null;
    return { id: value.id, kind: value.kind as LeadKind, service: value.service.slice(0, 120) };
  } catch {
    return null;
  }
}
