// The staff list's query (GET /api/admin/deals and the /admin/deals loader): server-side paging,
// the state filter and a search, as query parameters.
import { z } from "@hono/zod-openapi";
import { pageQuery, searchParam } from "../shared/list-query";
import { dealStates } from "./deal.schema";

export const DealListQuerySchema = z.object({
  state: z
    .enum(dealStates, { error: `Use a state of ${dealStates.join(", ")}` })
    .optional()
    .openapi({
      param: { name: "state", in: "query" },
      description: "live: shown now; scheduled: active, starts later; expired: active, ended; inactive: switched off",
    }),
  search: searchParam.openapi({ description: "Part of the title or the lender (any case)" }),
  ...pageQuery,
});
export type DealListQuery = z.output<typeof DealListQuerySchema>;
