-- Raised by a statement that composes several writes (a vendor bet or win: round, transfer, claim,
-- event) when it could not do all of them: run on its own, outside a transaction block, it then
-- keeps nothing, and the caller answers by the general path. Its own SQLSTATE, so nothing else is
-- mistaken for it.
CREATE FUNCTION statement_not_done() RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'statement not done' USING ERRCODE = 'P9001';
END
$$;
