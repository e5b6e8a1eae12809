-- The search's word lists as data, and one trigger function for the known words.
--
-- Broken plurals: 0009 wrote the list into the function search_plural, so a new word needed a
-- migration. The list is now the table search_broken_plurals, like search_synonyms: a row added,
-- changed or removed rebuilds search_plural from the table and re-derives the stored search
-- columns of the posts and profiles that spell the word. search_plural itself stays the one CASE
-- expression it was (no table read per word, and a restore from pg_dump computes the same search
-- columns whatever order it loads the tables in).
--
-- Known words (search_vocabulary): five trigger functions that differed only in their table and
-- columns become one, search_vocabulary_learn, whose arguments name the columns to learn from.

CREATE TABLE search_broken_plurals (
  id serial PRIMARY KEY,
  -- Both as people write them; the search folds them (normalize_arabic).
  plural text NOT NULL CHECK (plural <> ''),
  singular text NOT NULL CHECK (singular <> ''),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX search_broken_plurals_plural_idx ON search_broken_plurals (normalize_arabic(plural));

-- The list of 0009, unchanged, so that every stored search column stays as it is.
INSERT INTO search_broken_plurals (plural, singular) VALUES
  ('مصانع', 'مصنع'),
  ('معامل', 'معمل'),
  ('ورش', 'ورشة'),
  ('أقمشة', 'قماش'),
  ('آلات', 'آلة'),
  ('أدوات', 'أداة'),
  ('أجهزة', 'جهاز'),
  ('مواد', 'مادة'),
  ('ملابس', 'ملبس'),
  ('أحذية', 'حذاء'),
  ('أدوية', 'دواء'),
  ('أغذية', 'غذاء'),
  ('حبوب', 'حب'),
  ('فواكه', 'فاكهة'),
  ('قطع', 'قطعة'),
  ('تجار', 'تاجر'),
  ('مكاتب', 'مكتب'),
  ('مخازن', 'مخزن'),
  ('مكائن', 'ماكينة'),
  ('أسمدة', 'سماد'),
  ('بذور', 'بذرة'),
  ('أسلاك', 'سلك'),
  ('أنابيب', 'أنبوب'),
  ('مواسير', 'ماسورة'),
  ('أبواب', 'باب'),
  ('نوافذ', 'نافذة'),
  ('شبابيك', 'شباك'),
  ('كراسي', 'كرسي'),
  ('أسرة', 'سرير'),
  ('عطور', 'عطر'),
  ('زيوت', 'زيت'),
  ('أكياس', 'كيس'),
  ('علب', 'علبة'),
  ('أوراق', 'ورق'),
  ('كتب', 'كتاب'),
  ('دفاتر', 'دفتر'),
  ('أقلام', 'قلم'),
  ('حواسيب', 'حاسوب'),
  ('هواتف', 'هاتف'),
  ('ألواح', 'لوح'),
  ('خيوط', 'خيط'),
  ('ألياف', 'ليف'),
  ('جلود', 'جلد'),
  ('أصباغ', 'صباغ'),
  ('ألوان', 'لون'),
  ('مسامير', 'مسمار'),
  ('براغي', 'برغي'),
  ('قوالب', 'قالب'),
  ('أحجار', 'حجر'),
  ('مزارع', 'مزرعة'),
  ('أراضي', 'أرض'),
  ('شقق', 'شقة'),
  ('مطاعم', 'مطعم'),
  ('فنادق', 'فندق'),
  ('مشاريع', 'مشروع'),
  ('وظائف', 'وظيفة'),
  ('أعمال', 'عمل'),
  ('أسواق', 'سوق'),
  ('بضائع', 'بضاعة'),
  ('سلع', 'سلعة'),
  ('حقائب', 'حقيبة'),
  ('أثواب', 'ثوب'),
  ('قمصان', 'قميص'),
  ('فساتين', 'فستان'),
  ('ألعاب', 'لعبة'),
  ('لحوم', 'لحم'),
  ('أسماك', 'سمك'),
  ('ألبان', 'لبن'),
  ('أجبان', 'جبن'),
  ('عصائر', 'عصير'),
  ('توابل', 'تابل'),
  ('سكاكين', 'سكين'),
  ('صحون', 'صحن'),
  ('أواني', 'إناء'),
  ('قدور', 'قدر'),
  ('محركات', 'محرك'),
  ('مولدات', 'مولدة'),
  ('مضخات', 'مضخة'),
  ('معدات', 'معدة'),
  ('مراوح', 'مروحة'),
  ('مصابيح', 'مصباح'),
  ('أفران', 'فرن'),
  ('مكابس', 'مكبس'),
  ('مطابع', 'مطبعة'),
  ('ثياب', 'ثوب'),
  ('بيوت', 'بيت'),
  ('منازل', 'منزل'),
  ('محلات', 'محل'),
  ('دكاكين', 'دكان'),
  ('أحزمة', 'حزام'),
  ('إطارات', 'إطار'),
  ('عجلات', 'عجلة'),
  ('سجاجيد', 'سجادة'),
  ('ستائر', 'ستارة'),
  ('أغطية', 'غطاء'),
  ('بطانيات', 'بطانية'),
  ('مناشف', 'منشفة'),
  ('صناديق', 'صندوق'),
  ('أقفال', 'قفل'),
  ('مفاتيح', 'مفتاح'),
  ('حدائد', 'حديد'),
  ('أخشاب', 'خشب'),
  ('معادن', 'معدن'),
  ('أسنان', 'سن'),
  ('عطارين', 'عطار');
-- search_plural(word): the folded singular of a folded broken plural, or NULL.
CREATE FUNCTION search_plurals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cases text;
BEGIN
  SELECT string_agg(format('WHEN %L THEN %L', normalize_arabic(plural), normalize_arabic(singular)), ' ' ORDER BY id) INTO cases
  FROM search_broken_plurals;
  EXECUTE format($fn$
    CREATE OR REPLACE FUNCTION search_plural(word text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$ SELECT CASE word %s END $body$
  $fn$, coalesce(cases, 'WHEN NULL THEN NULL'));
END
$$;
SELECT search_plurals_rebuild();

-- A changed row: search_plural follows the table, then the posts and profiles whose text holds
-- the old or the new plural are written again, which recomputes their search columns.
CREATE FUNCTION search_plurals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN words := words || normalize_arabic(OLD.plural); END IF;
  IF TG_OP <> 'DELETE' THEN words := words || normalize_arabic(NEW.plural); END IF;
  PERFORM search_plurals_rebuild();
  UPDATE posts SET description = description
  WHERE EXISTS (
    SELECT 1 FROM unnest(words) AS w
    WHERE strpos(normalize_arabic(title || ' ' || coalesce(company_name, '') || ' ' || description), w) > 0
  );
  UPDATE profiles SET company_description = company_description
  WHERE EXISTS (
    SELECT 1 FROM unnest(words) AS w
    WHERE strpos(normalize_arabic(full_name || ' ' || coalesce(business_name, '') || ' ' || coalesce(company_description, '')), w) > 0
  );
  RETURN NULL;
END
$$;
CREATE TRIGGER search_broken_plurals_changed AFTER INSERT OR UPDATE OR DELETE ON search_broken_plurals
  FOR EACH ROW EXECUTE FUNCTION search_plurals_changed();

-- The words of the columns named by the trigger's arguments join the known words: of all new rows
-- at once for a statement trigger (its transition table is new_rows), of NEW for a row trigger.
CREATE FUNCTION search_vocabulary_learn() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  text_of_row text := (SELECT string_agg(format('coalesce(r.%I, %L)', name, ''), ' || '' '' || ') FROM unnest(TG_ARGV) AS name);
  learned text;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    EXECUTE format('SELECT string_agg(%s, %L) FROM new_rows AS r', text_of_row, ' ') INTO learned;
  ELSE
    EXECUTE format('SELECT %s FROM (SELECT ($1).*) AS r', text_of_row) INTO learned USING NEW;
  END IF;
  PERFORM search_vocabulary_add(learned);
  RETURN NULL;
END
$$;

-- Each table learns from its columns on insert (one statement at a time, so that a bulk insert adds
-- its words at once) and on an update of those columns.
DO $triggers$
DECLARE
  source record;
BEGIN
  FOR source IN
    SELECT * FROM (VALUES
      ('posts', ARRAY['title', 'company_name']),
      ('profiles', ARRAY['full_name', 'business_name']),
      ('categories', ARRAY['name_ar', 'name_en']),
      ('subcategories', ARRAY['name_ar', 'name_en'])
    ) AS t(name, columns)
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', source.name || '_search_vocabulary', source.name);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', source.name || '_search_vocabulary_insert', source.name);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', source.name || '_search_vocabulary_update', source.name);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_learn(%s)',
      source.name || '_search_vocabulary_insert', source.name, (SELECT string_agg(quote_literal(c), ', ') FROM unnest(source.columns) AS c)
    );
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE OF %s ON %I FOR EACH ROW EXECUTE FUNCTION search_vocabulary_learn(%s)',
      source.name || '_search_vocabulary_update', (SELECT string_agg(quote_ident(c), ', ') FROM unnest(source.columns) AS c),
      source.name, (SELECT string_agg(quote_literal(c), ', ') FROM unnest(source.columns) AS c)
    );
  END LOOP;
END
$triggers$;

DROP FUNCTION search_vocabulary_from_new_posts();
DROP FUNCTION search_vocabulary_from_post();
DROP FUNCTION search_vocabulary_from_new_profiles();
DROP FUNCTION search_vocabulary_from_profile();
DROP FUNCTION search_vocabulary_from_category();

-- Pinned like every PL/pgSQL function of the portal (0013): a restore runs with an empty search_path.
ALTER FUNCTION search_plurals_rebuild() SET search_path FROM CURRENT;
ALTER FUNCTION search_plurals_changed() SET search_path FROM CURRENT;
ALTER FUNCTION search_vocabulary_learn() SET search_path FROM CURRENT;
