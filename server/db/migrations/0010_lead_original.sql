-- The first enquiry a new lead repeats (same kind, mobile and service within the window), read
-- under a transaction-scoped advisory lock on that key: concurrent submissions of one mobile for
-- one service take turns, so each sees the one before it and all repeats link to one first lead.
-- A PL/pgSQL function because each statement in it takes a new snapshot after the lock is held:
-- a single INSERT can then take the lock and read the first lead itself (issue 14: one round trip
-- a lead instead of four), which a plain subquery, whose snapshot predates the lock, could not.
CREATE FUNCTION "lead_original"("p_kind" text, "p_mobile" text, "p_service_slug" text, "p_window_hours" integer)
RETURNS TABLE ("id" integer, "assigned_to_id" integer)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('lead:' || p_kind || ':' || p_mobile || ':' || coalesce(p_service_slug, '')));
  RETURN QUERY
    SELECT o.id, o.assigned_to_id
    FROM leads o
    WHERE o.mobile = p_mobile AND o.kind = p_kind
      AND o.service_slug IS NOT DISTINCT FROM p_service_slug
      AND o.duplicate_of_id IS NULL
      AND o.created_at > now() - make_interval(hours => p_window_hours)
    ORDER BY o.id
    LIMIT 1;
END;
$$;
