-- Pin the search path of the portal's PL/pgSQL functions to the schema they were created in.
-- Generated columns and indexes call them (search_terms, search_query and the vocabulary
-- triggers call one another), and a restore from pg_dump runs with an empty search_path: without
-- this, `npm run restore` of a PostgreSQL backup fails on the first row of posts. The LANGUAGE sql
-- functions call only built-ins and stay inlinable, so they are left alone. A migration that adds a
-- PL/pgSQL function after this one pins it the same way.
DO $pin$
DECLARE
  fn regprocedure;
BEGIN
  FOR fn IN
    SELECT p.oid::regprocedure
    FROM pg_proc p
    JOIN pg_language l ON l.oid = p.prolang
    LEFT JOIN pg_depend d ON d.objid = p.oid AND d.deptype = 'e'
    WHERE p.pronamespace = current_schema()::regnamespace AND l.lanname = 'plpgsql' AND d.objid IS NULL
  LOOP
    EXECUTE format('ALTER FUNCTION %s SET search_path FROM CURRENT', fn);
  END LOOP;
END
$pin$;
