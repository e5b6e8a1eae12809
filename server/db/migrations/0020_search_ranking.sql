-- Search ranking, phrase synonyms and searches that found nothing (issue 32,
-- docs/decisions/055-search-ranking-and-missed-searches.md).
--
-- Ranking. The stored search column of a post now keeps where each word stands and in which part
-- of the post: title weight A, description B, the seller's company name C, every word at its own
-- position (a gap between the parts, so that no phrase runs from one part into the next). The
-- search asks the same tsquery restricted to weights (search_query_in) and as a phrase
-- (search_query_phrase), both answered from the stored column:
--   title holds every word > title and description hold them > only through the seller's name,
--   then the words next to each other in the query's order, then newest.
-- Until now the column held the terms without positions, and the company name weighed as much as
-- the title: "زيت" put brake pads first because their seller sells oil.
--
-- Phrase synonyms. A synonym group may hold words of more than one word (ملابس جاهزة): a query
-- holding that phrase matches any word of the group instead of the phrase's words one by one, and
-- one word of the phrase alone (جاهزة) no longer brings in the whole group.
--
-- Searches that found nothing: search_misses counts them per day under the search's folded words
-- (search_miss_key), never with who searched; `finds` counts the later searches of the same words
-- that found something. Counts older than 90 days are deleted by the statement that counts.

-- The search column of a post: every term of every word, at the word's position, with the weight
-- of its part. Stop words take no position (a query skips them too), so "زيت من زيتون" holds the
-- phrase "زيت زيتون".
CREATE FUNCTION search_document(title text, description text, seller text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  entries text[] := '{}';
  parts text[] := ARRAY[coalesce(title, ''), coalesce(description, ''), coalesce(seller, '')];
  weights text[] := ARRAY['A', 'B', 'C'];
  position integer := 0;
  word text;
  terms text[];
BEGIN
  FOR part IN 1..3 LOOP
    FOREACH word IN ARRAY search_words(parts[part]) LOOP
      terms := search_word_terms(word);
      CONTINUE WHEN cardinality(terms) = 0;
      position := position + 1;
      -- Terms are letters and digits only (search_words), so they need no escaping but the quotes.
      -- Positions above 16383 are kept as 16383 by the tsvector itself.
      entries := entries || ARRAY(SELECT quote_literal(term) || ':' || least(position, 16383) || weights[part] FROM unnest(terms) AS term);
    END LOOP;
    position := position + 2;
  END LOOP;
  RETURN array_to_string(entries, ' ')::tsvector;
END
$$;

-- The same tsquery, matching only terms of the given weights ('A': the title; 'AB': title or
-- description): '(a | b:*) & c' becomes '(a:A | b:*A) & c:A'.
CREATE FUNCTION search_query_in(query tsquery, weights text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace(
    regexp_replace(query::text, '''([0-9a-z\u00E0-\u00FF\u0621-\u064A\u0671]+)'':\*', '''\1'':*' || weights, 'g'),
    '''([0-9a-z\u00E0-\u00FF\u0621-\u064A\u0671]+)''(?!:)', '''\1'':' || weights, 'g'
  )::tsquery
$$;

-- The same tsquery with its words next to each other, in the query's order: '(a | b) & c' becomes
-- '(a | b) <-> c'. (A phrase synonym's words, joined by & inside its group, become a phrase too.)
CREATE FUNCTION search_query_phrase(query tsquery) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT replace(query::text, ' & ', ' <-> ')::tsquery
$$;

-- The tsquery text of one synonym, word by word: 'a' | 'b' for one word, ('a' & ('b' | 'c')) for
-- a phrase (all its words, each through any of its terms). NULL for only stop words.
CREATE FUNCTION search_synonym_part(synonym text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  parts text[] := ARRAY(
    SELECT '(' || (SELECT string_agg(quote_literal(term), ' | ') FROM (SELECT DISTINCT unnest(search_word_terms(w)) AS term) AS t) || ')'
    FROM unnest(search_words(synonym)) WITH ORDINALITY AS s(w, n)
    WHERE cardinality(search_word_terms(w)) > 0
    ORDER BY n
  );
BEGIN
  IF cardinality(parts) = 0 THEN RETURN NULL; END IF;
  RETURN '(' || array_to_string(parts, ' & ') || ')';
END
$$;

-- The words of a synonym that give terms (a phrase has two or more).
CREATE FUNCTION search_synonym_words(synonym text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN ARRAY(SELECT w FROM unnest(search_words(synonym)) WITH ORDINALITY AS s(w, n) WHERE cardinality(search_word_terms(w)) > 0 ORDER BY n);
END
$$;

-- What a search reads of a group, kept beside its words (generated columns, so that a search
-- computes nothing per synonym): `parts`, the tsquery text of each synonym; `single_terms`, the
-- terms of its one-word synonyms, through which a query word finds the group; `phrases`, its
-- synonyms of two words or more, as their words joined by spaces.
CREATE FUNCTION search_synonym_parts(words text[]) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN ARRAY(SELECT DISTINCT part FROM unnest(words) AS w(word), search_synonym_part(w.word) AS part WHERE part IS NOT NULL);
END
$$;
CREATE FUNCTION search_synonym_single_terms(words text[]) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN ARRAY(SELECT DISTINCT term FROM unnest(words) AS w(word), unnest(search_terms(w.word)) AS term
               WHERE cardinality(search_synonym_words(w.word)) = 1);
END
$$;
CREATE FUNCTION search_synonym_phrases(words text[]) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN ARRAY(SELECT DISTINCT array_to_string(search_synonym_words(w.word), ' ') FROM unnest(words) AS w(word)
               WHERE cardinality(search_synonym_words(w.word)) >= 2);
END
$$;
ALTER TABLE search_synonyms
  ADD COLUMN parts text[] GENERATED ALWAYS AS (search_synonym_parts(words)) STORED,
  ADD COLUMN single_terms text[] GENERATED ALWAYS AS (search_synonym_single_terms(words)) STORED,
  ADD COLUMN phrases text[] GENERATED ALWAYS AS (search_synonym_phrases(words)) STORED;
CREATE INDEX search_synonyms_single_terms_idx ON search_synonyms USING gin (single_terms);

-- Whether the query's words from the n-th on spell `phrase` (words joined by spaces), word by
-- word through their terms.
CREATE FUNCTION search_spells(query_words text[], n integer, phrase text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN cardinality(string_to_array(phrase, ' ')) <= cardinality(query_words) - n + 1 AND NOT EXISTS (
    SELECT 1 FROM unnest(string_to_array(phrase, ' ')) WITH ORDINALITY AS p(w, i)
    WHERE NOT (search_word_terms(p.w) && search_word_terms(query_words[n + p.i::integer - 1]))
  );
END
$$;

-- The tsquery of a search text (as in 0009), now with phrase synonyms: where the query's words
-- from the n-th on spell a phrase of a synonym group (its words' terms meet word by word), those
-- words become one part, "the phrase or any other word of its group". A single word matches the
-- groups through their one-word synonyms only, so that جاهزة alone does not bring in every
-- ready-made garment. Without `synonyms`, the words as written only (folded and stemmed): a post
-- holding what was typed ranks before one found through a synonym.
DROP FUNCTION search_query(text, boolean, boolean);
CREATE FUNCTION search_query(input text, fuzzy boolean, prefix boolean DEFAULT false, synonyms boolean DEFAULT true) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  query_words text[] := (SELECT array_agg(w ORDER BY n) FROM unnest(search_words(input)) WITH ORDINALITY AS s(w, n)
                         WHERE n <= 12 AND (cardinality(search_word_terms(w)) > 0 OR (prefix AND n = least(cardinality(search_words(input)), 12))));
  total integer;
  n integer := 1;
  qword text;
  word_terms text[];
  group_terms text[];
  phrase_parts text[];
  phrase_length integer;
  groups text[] := '{}';
  edits integer;
BEGIN
  IF query_words IS NULL THEN RETURN NULL; END IF;
  total := cardinality(query_words);
  WHILE n <= total LOOP
    word_terms := search_word_terms(query_words[n]);
    phrase_length := NULL;
    IF synonyms AND n < total THEN
      -- The longest phrase of a synonym group spelled by the query from here.
      SELECT max(cardinality(string_to_array(ph, ' '))) INTO phrase_length
      FROM search_synonyms s, unnest(s.phrases) AS ph
      WHERE s.terms && word_terms AND search_spells(query_words, n, ph);
    END IF;
    IF phrase_length IS NOT NULL THEN
      SELECT array_agg(DISTINCT part) INTO phrase_parts
      FROM search_synonyms s, unnest(s.parts) AS part
      WHERE s.terms && word_terms AND EXISTS (
        SELECT 1 FROM unnest(s.phrases) AS ph
        WHERE cardinality(string_to_array(ph, ' ')) = phrase_length AND search_spells(query_words, n, ph)
      );
      groups := groups || ('(' || array_to_string(phrase_parts, ' | ') || ')');
      n := n + phrase_length;
      CONTINUE;
    END IF;

    group_terms := word_terms;
    qword := split_part(query_words[n], '|', 1);
    phrase_parts := '{}';
    IF prefix AND n = total THEN
      -- An unfinished word: as typed, and without an article it may start with.
      group_terms := group_terms || (qword || ':*');
      IF length(regexp_replace(qword, '^[وف]?([بك]?ال|لل)', '')) >= 2 THEN
        group_terms := group_terms || (regexp_replace(qword, '^[وف]?([بك]?ال|لل)', '') || ':*');
      END IF;
    END IF;
    -- The groups holding this word as a one-word synonym: all their synonyms, phrases as phrases.
    IF synonyms THEN
      SELECT coalesce(array_agg(DISTINCT part), '{}') INTO phrase_parts
      FROM search_synonyms s, unnest(s.parts) AS part
      WHERE s.single_terms && word_terms;
    END IF;
    edits := CASE WHEN length(qword) >= 9 THEN 2 WHEN length(qword) >= 5 THEN 1 ELSE 0 END;
    IF fuzzy AND edits > 0 AND qword !~ '^[0-9]+$' THEN
      group_terms := group_terms || coalesce((
        SELECT array_agg(DISTINCT term)
        FROM search_vocabulary v, unnest(search_word_terms(v.word)) AS term
        WHERE length(v.word) BETWEEN length(qword) - edits AND length(qword) + edits
          AND v.word <> qword
          AND levenshtein_less_equal(v.word, qword, edits) <= edits
      ), '{}');
    END IF;
    groups := groups || ('(' || array_to_string(
      ARRAY(
        SELECT CASE WHEN t LIKE '%:*' THEN quote_literal(left(t, -2)) || ':*' ELSE quote_literal(t) END
        FROM (SELECT DISTINCT t FROM unnest(group_terms) AS t) AS d
      ) || phrase_parts, ' | ') || ')');
    n := n + 1;
  END LOOP;
  IF cardinality(groups) = 0 THEN RETURN NULL; END IF;
  RETURN array_to_string(groups, ' & ')::tsquery;
END
$$;

-- The stored columns again, now with positions and the seller's name in its own weight. The
-- column is generated, so it is dropped and added (PostgreSQL 15 cannot change its expression);
-- its index goes with it and is built again.
ALTER TABLE posts DROP COLUMN search_vector;
ALTER TABLE posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (search_document(title, description, company_name)) STORED;
CREATE INDEX posts_search_idx ON posts USING gin (search_vector) WHERE is_active;

-- Searches that found nothing, per day and folded words; never who searched.
CREATE TABLE search_misses (
  -- The search's words as the search folds them (search_miss_key).
  query text NOT NULL CHECK (query <> ''),
  day date NOT NULL DEFAULT current_date,
  -- Searches of these words that day that found nothing.
  misses integer NOT NULL DEFAULT 0,
  -- Searches of these words that day that found something, counted once the words have missed.
  finds integer NOT NULL DEFAULT 0,
  PRIMARY KEY (query, day)
);
CREATE INDEX search_misses_day_idx ON search_misses (day);

-- The words of a search as the search reads them (folded, without the article, stop words left
-- out, at most 12), joined by spaces: the key a search's misses are counted under.
CREATE FUNCTION search_miss_key(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN nullif(array_to_string(ARRAY(
    SELECT split_part(w, '|', 1) FROM unnest(search_words(input)) WITH ORDINALITY AS s(w, n)
    WHERE cardinality(search_word_terms(w)) > 0 ORDER BY n LIMIT 12
  ), ' '), '');
END
$$;

-- Counts one search: a miss always, a find only for words that have missed (so the table holds
-- only words someone did not find). Counts older than 90 days go in the same call. (Not named
-- `found`: PL/pgSQL sets FOUND after every statement.)
CREATE FUNCTION search_count(input text, is_found boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  key text := search_miss_key(input);
BEGIN
  DELETE FROM search_misses WHERE day < current_date - 90;
  IF key IS NULL THEN RETURN; END IF;
  IF is_found THEN
    INSERT INTO search_misses (query, finds)
    SELECT key, 1 WHERE EXISTS (SELECT 1 FROM search_misses WHERE query = key AND misses > 0)
    ON CONFLICT (query, day) DO UPDATE SET finds = search_misses.finds + 1;
  ELSE
    INSERT INTO search_misses (query, misses) VALUES (key, 1)
    ON CONFLICT (query, day) DO UPDATE SET misses = search_misses.misses + 1;
  END IF;
END
$$;

-- Pinned like every PL/pgSQL function of the portal (0013): a restore runs with an empty search_path.
ALTER FUNCTION search_document(text, text, text) SET search_path FROM CURRENT;
ALTER FUNCTION search_synonym_part(text) SET search_path FROM CURRENT;
ALTER FUNCTION search_synonym_words(text) SET search_path FROM CURRENT;
ALTER FUNCTION search_synonym_parts(text[]) SET search_path FROM CURRENT;
ALTER FUNCTION search_synonym_single_terms(text[]) SET search_path FROM CURRENT;
ALTER FUNCTION search_synonym_phrases(text[]) SET search_path FROM CURRENT;
ALTER FUNCTION search_spells(text[], integer, text) SET search_path FROM CURRENT;
ALTER FUNCTION search_query(text, boolean, boolean, boolean) SET search_path FROM CURRENT;
ALTER FUNCTION search_miss_key(text) SET search_path FROM CURRENT;
ALTER FUNCTION search_count(text, boolean) SET search_path FROM CURRENT;
