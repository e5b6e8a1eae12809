-- Search (docs/decisions/ for the design and its measurements). One normalisation, written once
-- here in SQL, turns both the stored text of posts and profiles and the words of a query into the
-- same search terms; the database keeps the stored terms in step by itself (generated columns), so
-- a post is findable the moment it is saved and gone the moment it is paused or deleted.
--
--   normalize_arabic(text)        spelling folds: alef forms, taa marbuta, alef maqsura, the hamza
--                                 carriers ؤ ئ, diacritics, tatweel, Arabic-Indic and Persian digits,
--                                 lower case
--   search_words(text)            the folded words of a text, without the article and its attached
--                                 prepositions (وال بال كال فال لل ال)
--   search_word_terms(word)       the terms of one word: Arabic light stem (one attached و ف ب ك ل,
--                                 sound plural and feminine endings, broken plurals of trade words)
--                                 or the English stem; stop words give none
--   search_terms(text)            the terms of every word of a text
--   search_query(text, boolean)   the tsquery of a search: each word is one of its terms, its
--                                 synonyms (search_synonyms) or, when fuzzy, a known word one edit
--                                 away (from 5 letters; two edits from 9); every word must match
-- Everything here runs unchanged on PostgreSQL 15 and on the embedded database.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- ؤ and ئ now fold to one hamza (مسؤول / مسئول); the rest is as in 0001.
CREATE OR REPLACE FUNCTION normalize_arabic(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(
    translate(
      regexp_replace(input, '[\u064B-\u065F\u0670\u0640]', '', 'g'),
      'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
      'ااااهيءء01234567890123456789'
    )
  )
$$;

-- Broken plurals of trade words and their singulars, written as people spell them; the function
-- built below folds them with normalize_arabic once, at migration time. A change to this list
-- comes with a migration that rebuilds the function and recomputes the stored columns.
CREATE TEMPORARY TABLE search_broken_plurals (plural text, singular text) ON COMMIT DROP;
INSERT INTO search_broken_plurals (plural, singular) VALUES
  ('مصانع', 'مصنع'), ('معامل', 'معمل'), ('ورش', 'ورشة'), ('أقمشة', 'قماش'), ('آلات', 'آلة'),
  ('أدوات', 'أداة'), ('أجهزة', 'جهاز'), ('مواد', 'مادة'), ('ملابس', 'ملبس'), ('أحذية', 'حذاء'),
  ('أدوية', 'دواء'), ('أغذية', 'غذاء'), ('حبوب', 'حب'), ('فواكه', 'فاكهة'), ('قطع', 'قطعة'),
  ('تجار', 'تاجر'), ('مكاتب', 'مكتب'), ('مخازن', 'مخزن'), ('مكائن', 'ماكينة'), ('أسمدة', 'سماد'),
  ('بذور', 'بذرة'), ('أسلاك', 'سلك'), ('أنابيب', 'أنبوب'), ('مواسير', 'ماسورة'), ('أبواب', 'باب'),
  ('نوافذ', 'نافذة'), ('شبابيك', 'شباك'), ('كراسي', 'كرسي'), ('أسرة', 'سرير'), ('عطور', 'عطر'),
  ('زيوت', 'زيت'), ('أكياس', 'كيس'), ('علب', 'علبة'), ('أوراق', 'ورق'), ('كتب', 'كتاب'),
  ('دفاتر', 'دفتر'), ('أقلام', 'قلم'), ('حواسيب', 'حاسوب'), ('هواتف', 'هاتف'), ('ألواح', 'لوح'),
  ('خيوط', 'خيط'), ('ألياف', 'ليف'), ('جلود', 'جلد'), ('أصباغ', 'صباغ'), ('ألوان', 'لون'),
  ('مسامير', 'مسمار'), ('براغي', 'برغي'), ('قوالب', 'قالب'), ('أحجار', 'حجر'), ('مزارع', 'مزرعة'),
  ('أراضي', 'أرض'), ('شقق', 'شقة'), ('مطاعم', 'مطعم'), ('فنادق', 'فندق'), ('مشاريع', 'مشروع'),
  ('وظائف', 'وظيفة'), ('أعمال', 'عمل'), ('أسواق', 'سوق'), ('بضائع', 'بضاعة'), ('سلع', 'سلعة'),
  ('حقائب', 'حقيبة'), ('أثواب', 'ثوب'), ('قمصان', 'قميص'), ('فساتين', 'فستان'), ('ألعاب', 'لعبة'),
  ('لحوم', 'لحم'), ('أسماك', 'سمك'), ('ألبان', 'لبن'), ('أجبان', 'جبن'), ('عصائر', 'عصير'),
  ('توابل', 'تابل'), ('سكاكين', 'سكين'), ('صحون', 'صحن'), ('أواني', 'إناء'), ('قدور', 'قدر'),
  ('محركات', 'محرك'), ('مولدات', 'مولدة'), ('مضخات', 'مضخة'), ('معدات', 'معدة'), ('مراوح', 'مروحة'),
  ('مصابيح', 'مصباح'), ('أفران', 'فرن'), ('مكابس', 'مكبس'), ('مطابع', 'مطبعة'), ('ثياب', 'ثوب'),
  ('بيوت', 'بيت'), ('منازل', 'منزل'), ('محلات', 'محل'), ('دكاكين', 'دكان'), ('أحزمة', 'حزام'),
  ('إطارات', 'إطار'), ('عجلات', 'عجلة'), ('سجاجيد', 'سجادة'), ('ستائر', 'ستارة'), ('أغطية', 'غطاء'),
  ('بطانيات', 'بطانية'), ('مناشف', 'منشفة'), ('صناديق', 'صندوق'), ('أقفال', 'قفل'), ('مفاتيح', 'مفتاح'),
  ('حدائد', 'حديد'), ('أخشاب', 'خشب'), ('معادن', 'معدن'), ('أسنان', 'سن'), ('عطارين', 'عطار');

-- The terms of one folded word (from search_words): the English stem of a Latin word, digits as
-- they are, and for an Arabic word its light stem, once as written and once without one attached
-- و ف ب ك ل (both, because the letter may belong to the word: ورق, بطارية). Stop words give none.
DO $build$
DECLARE
  plurals text;
BEGIN
  -- The singular of a broken plural, or NULL: one CASE, so that no list is parsed per call.
  SELECT string_agg(format('WHEN %L THEN %L', normalize_arabic(plural), normalize_arabic(singular)), ' ') INTO plurals
  FROM (SELECT DISTINCT ON (normalize_arabic(plural)) plural, singular FROM search_broken_plurals) AS unique_plurals;
  EXECUTE format($fn$
    CREATE FUNCTION search_plural(word text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$ SELECT CASE word %s END $body$
  $fn$, plurals);
  -- (Functions that other functions call per row are PL/pgSQL: PL/pgSQL keeps its query plans
  -- for the session, where a non-inlined SQL function would be planned again on every call.)
  -- The folded words of a text, each without the definite article and the prepositions and
  -- conjunctions attached to it (ال بال كال لل, with و or ف before them). Only a bare alef
  -- starts the article, so ألبسة and إلكترونيات keep their first letters; a word that starts
  -- with a bare ال may still be one of those typed without its hamza, so it has two readings,
  -- "stripped|as typed", and both give terms. A broken plural that starts like the article
  -- (ألوان, آلات) keeps its letters. Latin and Arabic letters and digits make words; anything
  -- else (punctuation, emoji, symbols) separates them.
  EXECUTE format($fn$
    CREATE FUNCTION search_words(input text) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $body$
    BEGIN
      RETURN (SELECT coalesce(array_agg(
        CASE
          WHEN search_plural(translate(w, 'أإآٱ', 'اااا')) IS NOT NULL THEN translate(w, 'أإآٱ', 'اااا')
          WHEN length(regexp_replace(w, '^[وف]?([بك]?ال|لل)', '')) < 3 THEN translate(w, 'أإآٱ', 'اااا')
          WHEN w ~ '^ال' THEN translate(substr(w, 3), 'أإآٱ', 'اااا') || '|' || translate(w, 'أإآٱ', 'اااا')
          ELSE translate(regexp_replace(w, '^[وف]?([بك]?ال|لل)', ''), 'أإآٱ', 'اااا')
        END ORDER BY n), '{}')
      FROM regexp_split_to_table(
        lower(translate(
          regexp_replace(input, '[\u064B-\u065F\u0670\u0640]', '', 'g'),
          'ةىؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
          'هيءء01234567890123456789'
        )),
        '[^0-9a-z\u00E0-\u00FF\u0621-\u064A\u0671]+'
      ) WITH ORDINALITY AS t(w, n)
      WHERE w <> '');
    END
    $body$
  $fn$);
  EXECUTE format($fn$
    CREATE FUNCTION search_arabic_stem(word text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $body$
    DECLARE
      stem text := coalesce(search_plural(word), word);
    BEGIN
      -- Sound plurals and endings, then the feminine ending, then the relative ي, each only when
      -- at least three letters stay.
      IF length(stem) >= 5 AND stem ~ '(ات|ون|ين)$' THEN stem := left(stem, -2); END IF;
      IF length(stem) >= 4 AND stem ~ 'ه$' THEN stem := left(stem, -1); END IF;
      IF length(stem) >= 5 AND stem ~ 'ي$' THEN stem := left(stem, -1); END IF;
      RETURN coalesce(search_plural(stem), stem);
    END
    $body$
  $fn$);
END
$build$;

CREATE FUNCTION search_word_terms(word text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  terms text[];
BEGIN
  IF word LIKE '%|%' THEN
    RETURN search_word_terms(split_part(word, '|', 1)) || search_word_terms(split_part(word, '|', 2));
  END IF;
  IF word ~ '^[0-9]+$' THEN
    RETURN ARRAY[word];
  END IF;
  IF word !~ '[\u0621-\u064A]' THEN
    -- English: Snowball stem, stop words dropped (fabrics -> fabric, pressing -> press).
    RETURN tsvector_to_array(to_tsvector('english', word));
  END IF;
  IF word = ANY (ARRAY['في', 'من', 'علي', 'الي', 'عن', 'مع', 'او', 'و', 'ف', 'ب', 'ل', 'ك', 'ثم', 'قد', 'كل',
                       'بعض', 'غير', 'بين', 'حتي', 'هذا', 'هذه', 'ذلك', 'تلك', 'التي', 'الذي', 'الذين', 'عند',
                       'لدي', 'ان', 'لا', 'ما', 'لم', 'لن', 'هو', 'هي', 'نحن', 'انا', 'يا', 'به', 'بها', 'له', 'لها']) THEN
    RETURN '{}';
  END IF;
  terms := ARRAY[search_arabic_stem(word)];
  IF length(word) >= 4 AND word ~ '^[وفبكل]' THEN
    terms := terms || search_arabic_stem(substr(word, 2));
  END IF;
  RETURN terms;
END
$$;

-- Every term of a text, once each; the stored search columns are built from it.
CREATE FUNCTION search_terms(input text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN ARRAY(SELECT DISTINCT term FROM unnest(search_words(input)) AS w(word), unnest(search_word_terms(word)) AS t(term));
END
$$;

CREATE FUNCTION search_terms_of_words(words text[]) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN ARRAY(SELECT DISTINCT term FROM unnest(words) AS w(word), unnest(search_terms(word)) AS t(term));
END
$$;

-- The words Syrians use for the same goods. Admins edit this list (the admin screen writes
-- `words`); `terms` follows by itself, and the next search uses it: synonyms are applied to the
-- query, not stored with the posts, so an edit needs no re-indexing.
CREATE TABLE search_synonyms (
  id serial PRIMARY KEY,
  words text[] NOT NULL CHECK (cardinality(words) >= 2),
  terms text[] GENERATED ALWAYS AS (search_terms_of_words(words)) STORED,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_synonyms_terms_idx ON search_synonyms USING gin (terms);

INSERT INTO search_synonyms (words) VALUES
  ('{خلوي,موبايل,جوال,mobile,cellphone,smartphone}'),
  ('{براد,ثلاجة,fridge,refrigerator}'),
  ('{غسالة,غسيل,washer}'),
  ('{مكيف,كونديشن,تكييف,aircon}'),
  ('{سيارة,car,automobile}'),
  ('{بندورة,طماطم,tomato}'),
  ('{بطاطا,بطاطس,potato}'),
  ('{كوسا,كوسى,zucchini}'),
  ('{بقدونس,بقدونسة,parsley}'),
  ('{شحاطة,شبشب,صندل,slipper,sandal}'),
  ('{كنزة,بلوزة,سويتر,sweater,jumper}'),
  ('{بنطلون,بنطال,سروال,trousers,pants}'),
  ('{جاكيت,جاكيتة,معطف,كبوت,jacket,coat}'),
  ('{صوبة,مدفأة,دفاية,heater,stove}'),
  ('{غاز,بوتوغاز,طباخ,cooker}'),
  ('{لابتوب,حاسوب,كمبيوتر,حاسب,laptop,computer}'),
  ('{شاشة,تلفزيون,تلفاز,television,tv,screen}'),
  ('{موتور,محرك,engine,motor}'),
  ('{كاوتشوك,إطار,tire,tyre}'),
  ('{بنزين,وقود,fuel,gasoline,petrol}'),
  ('{مازوت,ديزل,diesel}'),
  ('{اسمنت,إسمنت,ترابة,cement}'),
  ('{بلوك,طوب,brick,block}'),
  ('{حديد,steel,iron,rebar}'),
  ('{بلاط,سيراميك,tiles,ceramic}'),
  ('{دهان,طلاء,بويا,paint}'),
  ('{قماش,نسيج,أقمشة,fabric,textile,cloth}'),
  ('{خياطة,تفصيل,tailoring,sewing}'),
  ('{صابون,منظف,detergent,soap}'),
  ('{شامبو,غسول,shampoo}'),
  ('{زيت,oil}'),
  ('{برغل,بُرغل,bulgur}'),
  ('{رز,أرز,rice}'),
  ('{طحين,دقيق,flour}'),
  ('{سكر,sugar}'),
  ('{حليب,milk}'),
  ('{لبنة,labneh}'),
  ('{جبنة,جبن,cheese}'),
  ('{بيض,egg,eggs}'),
  ('{فروج,دجاج,جاج,chicken,poultry}'),
  ('{لحمة,لحم,meat}'),
  ('{كهربا,كهرباء,electricity,electric,electrical}'),
  ('{مولدة,مولد,جنريتور,generator}'),
  ('{شمسي,solar}'),
  ('{بطارية,بطاريات,battery}'),
  ('{انفرتر,إنفرتر,عاكس,inverter}'),
  ('{كرتون,كرتونة,carton,cardboard}'),
  ('{نايلون,بلاستيك,plastic,nylon}'),
  ('{شنتاية,شنطة,حقيبة,bag,handbag}'),
  ('{صباط,حذاء,كندرة,shoe,shoes}'),
  ('{تكسي,تاكسي,taxi,cab}'),
  ('{شقة,بيت,منزل,apartment,flat,house}'),
  ('{محل,دكان,متجر,shop,store}'),
  ('{مستودع,مخزن,warehouse,storage}'),
  ('{سامسونج,سامسونغ,samsung}'),
  ('{هواوي,huawei}'),
  ('{آيفون,ايفون,iphone}'),
  ('{أبل,آبل,apple}'),
  ('{تويوتا,toyota}'),
  ('{هيونداي,هونداي,hyundai}'),
  ('{كيا,kia}'),
  ('{شاومي,شياومي,xiaomi}'),
  ('{نوكيا,nokia}'),
  ('{مرسيدس,mercedes,benz}');

-- Known words for typo tolerance and "Did you mean": the folded words of post titles, business
-- names and category names, with one spelling as people wrote it. It only grows; a word whose
-- posts are gone finds nothing and is never offered (suggestions are checked for results).
CREATE TABLE search_vocabulary (
  word text PRIMARY KEY,
  display text NOT NULL
);
CREATE INDEX search_vocabulary_length_idx ON search_vocabulary (length(word));

CREATE FUNCTION search_vocabulary_add(input text) RETURNS void
LANGUAGE sql AS $$
  WITH typed AS (
    SELECT split_part((search_words(original))[1], '|', 1) AS word, original
    FROM regexp_split_to_table(lower(input), '[^0-9a-z\u00E0-\u00FF\u0621-\u065F\u0670\u06F0-\u06F9]+') AS o(original)
    WHERE original <> ''
  ),
  candidates AS (
    SELECT word, original AS display FROM typed
    UNION ALL
    -- A word with an attached و ف ب ك ل (وسيراميك) is also known without it.
    SELECT substr(word, 2), substr(original, 2) FROM typed WHERE word ~ '^[وفبكل]' AND length(word) >= 5
  )
  INSERT INTO search_vocabulary (word, display)
  SELECT DISTINCT ON (word) word, display FROM candidates
  WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
  ORDER BY word, length(display)
  ON CONFLICT (word) DO NOTHING
$$;

-- A bulk insert (an import, the large benchmark market) adds its words in one statement.
CREATE FUNCTION search_vocabulary_from_new_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(string_agg(title || ' ' || coalesce(company_name, ''), ' ')) FROM new_posts;
  RETURN NULL;
END
$$;
CREATE FUNCTION search_vocabulary_from_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(NEW.title || ' ' || coalesce(NEW.company_name, ''));
  RETURN NULL;
END
$$;
CREATE FUNCTION search_vocabulary_from_new_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(string_agg(full_name || ' ' || coalesce(business_name, ''), ' ')) FROM new_profiles;
  RETURN NULL;
END
$$;
CREATE FUNCTION search_vocabulary_from_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(NEW.full_name || ' ' || coalesce(NEW.business_name, ''));
  RETURN NULL;
END
$$;
CREATE FUNCTION search_vocabulary_from_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(NEW.name_ar || ' ' || NEW.name_en);
  RETURN NULL;
END
$$;

-- The search columns: title and company name weigh more than the description.
ALTER TABLE posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(array_to_tsvector(search_terms(title || ' ' || coalesce(company_name, ''))), 'A') ||
  setweight(array_to_tsvector(search_terms(description)), 'B')
) STORED;
CREATE INDEX posts_search_idx ON posts USING gin (search_vector) WHERE is_active;
-- A search matching very many posts ranks its newest matches, read in date order from here.
CREATE INDEX posts_active_recent_idx ON posts (created_at DESC) WHERE is_active;
-- Filters of a search across both kinds, combined with the word index (BitmapAnd) when selective.
CREATE INDEX posts_active_category_idx ON posts (category_id, subcategory_id) WHERE is_active;
CREATE INDEX posts_active_governorate_idx ON posts (governorate) WHERE is_active;

ALTER TABLE profiles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(array_to_tsvector(search_terms(full_name || ' ' || coalesce(business_name, ''))), 'A') ||
  setweight(array_to_tsvector(search_terms(coalesce(company_description, ''))), 'B')
) STORED;
CREATE INDEX profiles_search_idx ON profiles USING gin (search_vector);

CREATE TRIGGER posts_search_vocabulary_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_posts FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_from_new_posts();
CREATE TRIGGER posts_search_vocabulary_update AFTER UPDATE OF title, company_name ON posts
  FOR EACH ROW EXECUTE FUNCTION search_vocabulary_from_post();
CREATE TRIGGER profiles_search_vocabulary_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS new_profiles FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_from_new_profiles();
CREATE TRIGGER profiles_search_vocabulary_update AFTER UPDATE OF full_name, business_name ON profiles
  FOR EACH ROW EXECUTE FUNCTION search_vocabulary_from_profile();
CREATE TRIGGER categories_search_vocabulary AFTER INSERT OR UPDATE OF name_ar, name_en ON categories
  FOR EACH ROW EXECUTE FUNCTION search_vocabulary_from_category();
CREATE TRIGGER subcategories_search_vocabulary AFTER INSERT OR UPDATE OF name_ar, name_en ON subcategories
  FOR EACH ROW EXECUTE FUNCTION search_vocabulary_from_category();

SELECT search_vocabulary_add(title || ' ' || coalesce(company_name, '')) FROM posts;
SELECT search_vocabulary_add(full_name || ' ' || coalesce(business_name, '')) FROM profiles;
SELECT search_vocabulary_add(name_ar || ' ' || name_en) FROM categories;
SELECT search_vocabulary_add(name_ar || ' ' || name_en) FROM subcategories;

-- The tsquery of a search text: every word must match; a word matches through any of its terms
-- or those of its synonyms, and, when `fuzzy`, through the terms of a known word within one edit
-- (5 to 8 letters) or two (9 and more). `prefix` lets the last word match as a prefix (suggestions
-- as the reader types). NULL when no word is left (only punctuation, emoji or stop words).
CREATE FUNCTION search_query(input text, fuzzy boolean, prefix boolean DEFAULT false) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  query_words text[] := search_words(input);
  qword text;
  n integer := 0;
  group_terms text[];
  groups text[] := '{}';
  edits integer;
BEGIN
  IF query_words IS NULL THEN RETURN NULL; END IF;
  FOREACH qword IN ARRAY query_words[1:12] LOOP
    n := n + 1;
    group_terms := search_word_terms(qword);
    qword := split_part(qword, '|', 1);
    IF prefix AND n = cardinality(query_words[1:12]) THEN
      -- An unfinished word: as typed, and without an article it may start with.
      group_terms := group_terms || (qword || ':*');
      IF length(regexp_replace(qword, '^[وف]?([بك]?ال|لل)', '')) >= 2 THEN
        group_terms := group_terms || (regexp_replace(qword, '^[وف]?([بك]?ال|لل)', '') || ':*');
      END IF;
    ELSIF cardinality(group_terms) = 0 THEN
      CONTINUE;
    END IF;
    group_terms := group_terms || coalesce((
      SELECT array_agg(DISTINCT term) FROM search_synonyms s, unnest(s.terms) AS term
      WHERE s.terms && search_word_terms(query_words[n])
    ), '{}');
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
    groups := groups || ('(' || (
      SELECT string_agg(CASE WHEN t LIKE '%:*' THEN quote_literal(left(t, -2)) || ':*' ELSE quote_literal(t) END, ' | ')
      FROM (SELECT DISTINCT t FROM unnest(group_terms) AS t) AS d
    ) || ')');
  END LOOP;
  IF cardinality(groups) = 0 THEN RETURN NULL; END IF;
  RETURN array_to_string(groups, ' & ')::tsquery;
END
$$;

-- "Did you mean": the known word closest to a word of the query (up to two edits, three from 9
-- letters), as people spell it; the caller keeps a suggestion only when it has results.
CREATE FUNCTION search_correction(misspelt text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE STRICT AS $$
  SELECT v.display
  FROM search_vocabulary v, (SELECT split_part((search_words(misspelt))[1], '|', 1) AS q) AS w
  WHERE length(v.word) BETWEEN length(w.q) - 3 AND length(w.q) + 3
    AND v.word <> w.q
    AND levenshtein_less_equal(v.word, w.q, CASE WHEN length(w.q) >= 9 THEN 3 ELSE 2 END)
        <= CASE WHEN length(w.q) >= 9 THEN 3 ELSE 2 END
  ORDER BY levenshtein(v.word, w.q), similarity(v.word, w.q) DESC, v.word
  LIMIT 1
$$;
