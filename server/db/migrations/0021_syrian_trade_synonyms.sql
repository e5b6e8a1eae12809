-- The words Syrians search with (issue 32): synonym groups for the trade categories of the portal,
-- in Levantine words for goods beside the written Arabic and the English, from 64 groups to more
-- than 150. Every group is checked by server/modules/search/synonyms.test.ts: each of its words
-- finds a post that holds any other.
--
-- Sources:
--   [HS]  World Customs Organization, Harmonized System nomenclature 2022, and its Arabic edition as
--         used in the Syrian customs tariff (التعرفة الجمركية المتكاملة، المديرية العامة للجمارك):
--         the written Arabic and English names of goods, chapter by chapter (textiles 50-63,
--         foods 02-21, building materials 25, 68-70, 72-76, vehicles and parts 87, electrical 85,
--         machines 84, chemicals and fertilisers 28-38).
--   [DCI] Damascus Chamber of Industry and Aleppo Chamber of Industry, their members' sectors
--         (غرفة صناعة دمشق وريفها، غرفة صناعة حلب): trade names such as ألبسة جاهزة, بروكار.
--   [SA]  Karl Stowasser and Moukhtar Ani, A Dictionary of Syrian Arabic: English-Arabic
--         (Georgetown University Press, 1964; reprinted 2004): Damascene words for goods.
--   [BA]  Adrien Barthélemy, Dictionnaire arabe-français: dialectes de Syrie (Alep, Damas, Liban,
--         Jérusalem) (Paris, 1935-1969).
--   [LA]  Living Arabic, Levantine dictionary (livingarabic.com): current spellings of the same words.
--   [MK]  How Syrian sellers write them in their own post titles on the portal and in the market:
--         loanwords from French and English (بريزة prise, دبرياج débrayage, برنتر printer) and
--         brand names in both scripts.
-- A word of more than one word (ملابس جاهزة) is a phrase: found as a whole (0020_search_ranking.sql).
-- Words whose light stem is another trade word's are left out (شاحنة stems to شاحن, a charger;
-- بيتون to بيت; شعيرية to شعير; كمية's stem is كميون's), or kept only inside a phrase (فحمات
-- فرامل, خزانة ملابس).

-- A synonym's stored terms follow the broken plurals too: a plural added, changed or removed now
-- also computes again the terms of the synonym groups that spell it (0019 wrote the posts and
-- profiles again, not the groups, whose terms kept the old stem).
CREATE OR REPLACE FUNCTION search_plurals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN changed := changed || normalize_arabic(OLD.plural); END IF;
  IF TG_OP <> 'DELETE' THEN changed := changed || normalize_arabic(NEW.plural); END IF;
  PERFORM search_plurals_rebuild();
  UPDATE posts SET description = description
  WHERE EXISTS (
    SELECT 1 FROM unnest(changed) AS w
    WHERE strpos(normalize_arabic(title || ' ' || coalesce(company_name, '') || ' ' || description), w) > 0
  );
  UPDATE profiles SET company_description = company_description
  WHERE EXISTS (
    SELECT 1 FROM unnest(changed) AS w
    WHERE strpos(normalize_arabic(full_name || ' ' || coalesce(business_name, '') || ' ' || coalesce(company_description, '')), w) > 0
  );
  UPDATE search_synonyms s SET words = s.words
  WHERE EXISTS (SELECT 1 FROM unnest(changed) AS w WHERE strpos(normalize_arabic(array_to_string(s.words, ' ')), w) > 0);
  RETURN NULL;
END
$$;
ALTER FUNCTION search_plurals_changed() SET search_path FROM CURRENT;

-- Levantine broken plurals whose light stem meets another word: برادي (curtains) would otherwise
-- stem to براد (fridge) [SA] [BA]; the others are the plurals sellers write [LA].
INSERT INTO search_broken_plurals (plural, singular) VALUES
  ('برادي', 'برداية'),
  ('قساطل', 'قسطل'),
  ('دواليب', 'دولاب'),
  ('شراشف', 'شرشف'),
  ('تخوت', 'تخت'),
  ('طناجر', 'طنجرة'),
  ('محارم', 'محرمة')
ON CONFLICT DO NOTHING;

INSERT INTO search_synonyms (words) VALUES
  -- Clothes and textiles [HS 61-64] [DCI] [SA] [LA]
  ('{ألبسة,ملابس,ثياب,ملابس جاهزة,ألبسة جاهزة,garments,apparel}'),
  ('{قميص,شميز,shirt}'),
  ('{فستان,روب,dress,gown}'),
  ('{تنورة,جوب,skirt}'),
  ('{بيجامة,منامة,pyjamas,pajamas}'),
  ('{كلسات,جرابات,جوارب,socks}'),
  ('{ملابس داخلية,ألبسة داخلية,underwear,lingerie}'),
  ('{جينز,كاوبوي,denim,jeans}'),
  ('{طقم,بدلة,suit}'),
  ('{كرافات,كرافة,ربطة عنق,necktie}'),
  ('{جزدان,محفظة,wallet}'),
  ('{إيشارب,حجاب,شال,scarf,shawl}'),
  ('{بوط,جزمة,boot,boots}'),
  ('{صدرية,سترة,vest,waistcoat}'),
  ('{برنيطة,قبعة,طاقية,hat,cap}'),
  ('{مريول,مريلة,apron,smock}'),
  ('{صوف,wool,woollen}'),
  ('{قطن,قطني,cotton}'),
  ('{حرير,silk}'),
  ('{جلد,leather}'),
  ('{بروكار,brocade}'),
  ('{مخمل,قطيفة,velvet}'),
  -- Foods [HS 02-21] [SA] [LA]
  ('{خبز,bread}'),
  ('{معكرونة,مكرونة,باستا,pasta,macaroni}'),
  ('{عدس,lentil,lentils}'),
  ('{فول,fava}'),
  ('{فاصولياء,فاصوليا,beans}'),
  ('{باذنجان,بتنجان,eggplant,aubergine}'),
  ('{بصل,onion,onions}'),
  ('{ثوم,توم,garlic}'),
  ('{فليفلة,فلفل,pepper,capsicum}'),
  ('{ليمون,حامض,lemon,lemons}'),
  ('{برتقال,بردقان,orange,oranges}'),
  ('{موز,banana,bananas}'),
  ('{فريز,فراولة,strawberry,strawberries}'),
  ('{دراق,peach,peaches}'),
  ('{إجاص,كمثرى,pear,pears}'),
  ('{مشمش,apricot,apricots}'),
  ('{ملوخية,molokhia,mulukhiyah}'),
  ('{زعتر,zaatar,thyme}'),
  ('{دبس,molasses}'),
  ('{حلاوة,halva,halawa}'),
  ('{معمول,maamoul}'),
  ('{بوظة,بوضة,آيس كريم,ice cream,gelato}'),
  ('{شوكولا,شوكولاتة,chocolate}'),
  ('{بسكويت,بسكوت,biscuit,biscuits,cookies}'),
  ('{قهوة,coffee}'),
  ('{شاي,tea}'),
  ('{متة,يربا,mate,yerba}'),
  ('{مربى,مربيات,jam}'),
  ('{سمنة,سمن,ghee}'),
  ('{زبدة,butter}'),
  ('{لبن,رائب,yoghurt,yogurt}'),
  ('{عسل,honey}'),
  ('{ملح,salt}'),
  ('{بهارات,توابل,spices}'),
  ('{مكسرات,موالح,nuts}'),
  ('{فستق حلبي,pistachio}'),
  ('{زيت زيتون,olive oil}'),
  ('{سمك,fish}'),
  ('{خاروف,غنم,sheep,lamb}'),
  ('{بقر,أبقار,cattle,cows}'),
  ('{قمح,حنطة,wheat}'),
  ('{شعير,barley}'),
  ('{ذرة,corn,maize}'),
  ('{علف,أعلاف,fodder}'),
  ('{معلبات,كونسروة,conserves}'),
  -- Building materials [HS 25, 68-70, 72-76] [SA] [LA] [MK]
  ('{رمل,sand}'),
  ('{بحص,حصى,gravel}'),
  ('{نحاس,copper}'),
  ('{ألمنيوم,ألومنيوم,aluminium,aluminum}'),
  ('{زجاج,قزاز,glass}'),
  ('{خشب,wood,timber}'),
  ('{جبس,جبصين,جص,gypsum,plaster}'),
  ('{رخام,marble}'),
  ('{غرانيت,جرانيت,granite}'),
  ('{بورسلان,بورسلين,porcelain}'),
  ('{عزل,عازل,insulation,waterproofing}'),
  ('{مجلى,مغسلة,sink,basin}'),
  ('{حنفية,صنبور,tap,faucet}'),
  ('{شوفاج,تدفئة مركزية,central heating}'),
  ('{سخان,بويلر,boiler,water heater}'),
  ('{باطون,خرسانة,concrete}'),
  ('{شباك,نافذة,window,windows}'),
  ('{نبريش,خرطوم,hose}'),
  ('{سقالة,scaffold,scaffolding}'),
  ('{قسطل,ماسورة,أنبوب,pipe,pipes}'),
  ('{قرميد,كرميد,roof tile}'),
  -- Vehicles and spare parts [HS 87] [SA] [MK]
  ('{قطع غيار,spare parts,auto parts}'),
  ('{فحمات فرامل,brake pads}'),
  ('{فرامل,بريك,brake,brakes}'),
  ('{دولاب,عجلة,wheel,wheels}'),
  ('{رديتر,راديتر,radiator}'),
  ('{دينمو,دينامو,alternator,dynamo}'),
  ('{مارش,ستارتر,starter}'),
  ('{بواجي,بوجيه,شمعة احتراق,spark plug}'),
  ('{فلتر,فلاتر,مصفاة,filter}'),
  ('{دبرياج,كلتش,clutch}'),
  ('{علبة السرعة,gearbox,transmission}'),
  ('{أمورتيسور,shock absorber}'),
  ('{رفرف,fender,mudguard}'),
  ('{بيك آب,بيكاب,pickup}'),
  ('{دراجة نارية,motorcycle,motorbike}'),
  ('{بسكليت,دراجة هوائية,bicycle}'),
  ('{سرفيس,ميكروباص,minibus}'),
  ('{جرار,تراكتور,tractor}'),
  -- Electrical goods [HS 85] [SA] [MK]
  ('{لمبة,مصباح,bulb,lamp}'),
  ('{بريزة,مقبس,socket}'),
  ('{فيش,قابس,plug}'),
  ('{كبل,كابل,سلك,cable,wire}'),
  ('{قاطع كهربائي,فيوز,circuit breaker,fuse}'),
  ('{مكواة,مكوى,flat iron}'),
  ('{مروحة,fan,ventilator}'),
  ('{مكنسة كهربائية,vacuum cleaner,hoover}'),
  ('{خلاط,blender}'),
  ('{ميكروويف,مايكرويف,microwave}'),
  ('{كاميرا,camera}'),
  ('{كاميرات مراقبة,cctv}'),
  ('{راوتر,مودم,router,modem}'),
  ('{طابعة,برنتر,printer}'),
  ('{سماعة,headphones,earphones}'),
  ('{ريموت,remote control}'),
  ('{تابلت,جهاز لوحي,tablet}'),
  ('{ستلايت,رسيفر,satellite,receiver}'),
  ('{ثريا,نجفة,chandelier}'),
  ('{ستابلايزر,منظم كهرباء,stabilizer,stabiliser}'),
  -- Furniture and the home [HS 94, 63] [SA] [LA]
  ('{كنباية,كنبة,صوفا,sofa,couch}'),
  ('{خزانة ملابس,wardrobe,closet}'),
  ('{طاولة,table}'),
  ('{تخت,سرير,bed}'),
  ('{فرشة,mattress,mattresses}'),
  ('{مخدة,وسادة,pillow}'),
  ('{حرام,بطانية,blanket}'),
  ('{شرشف,ملاءة,bedsheet}'),
  ('{سجادة,بساط,carpet,rug}'),
  ('{ستارة,برداية,curtain,curtains}'),
  ('{مطبخ,kitchen}'),
  ('{صحن,طبق,plate}'),
  ('{كاسة,كاس,كوب,cup,mug}'),
  ('{طنجرة,saucepan,pot}'),
  ('{مقلاية,مقلاة,frying pan}'),
  ('{ركوة,coffee pot}'),
  ('{إبريق,غلاية,kettle}'),
  ('{كلور,مبيض,bleach}'),
  ('{محارم,مناديل,tissues}'),
  ('{حفاضات,فوط أطفال,بامبرز,diapers,nappies}'),
  ('{معجون أسنان,toothpaste}'),
  -- Packaging and printing [HS 39, 48-49] [MK]
  ('{سيلوتيب,شريط لاصق,adhesive tape}'),
  ('{ستيكر,ملصق,sticker,label}'),
  -- Machines and tools [HS 82, 84] [SA] [MK]
  ('{مكنة,ماكينة,آلة,machine}'),
  ('{دريل,مثقب,drill}'),
  ('{منشار,saw}'),
  ('{مفك,screwdriver}'),
  ('{مفتاح ربط,مفتاح إنكليزي,wrench,spanner}'),
  ('{كمبريسور,كمبريسة,ضاغط هواء,compressor}'),
  ('{ونش,رافعة,crane,hoist}'),
  ('{لحام,تلحيم,welding,welder}'),
  ('{مخرطة,lathe}'),
  -- Agriculture and chemicals [HS 12, 23, 31, 38] [SA] [LA]
  ('{مبيد,pesticide,insecticide}'),
  ('{سماد,fertilizer,fertiliser}'),
  ('{بذار,بذرة,seed,seeds}'),
  ('{شتلة,شتول,غراس,seedling,seedlings}'),
  ('{كحول,سبيرتو,alcohol}'),
  ('{تنر,تنير,thinner}'),
  ('{غراء,صمغ,glue,adhesive}'),
  -- Work [MK]
  ('{شوفير,سائق,driver}'),
  ('{محاسب,accountant}'),
  ('{سكرتير,سكرتيرة,secretary}'),
  -- Brands sold in Syria, in both scripts [MK]
  ('{إل جي,lg}'),
  ('{سوني,sony}'),
  ('{لينوفو,lenovo}'),
  ('{ديل,dell}'),
  ('{إتش بي,hp}'),
  ('{رينو,renault}'),
  ('{بيجو,peugeot}'),
  ('{شيري,chery}'),
  ('{هوندا,honda}'),
  ('{ميتسوبيشي,mitsubishi}'),
  ('{سايبا,saipa}'),
  ('{بوش,bosch}'),
  ('{فيليبس,philips}'),
  ('{توشيبا,toshiba}'),
  ('{أوبو,oppo}'),
  ('{ريلمي,realme}'),
  ('{إنفينكس,infinix}');

-- "invertor" is how many sellers spell the inverters of solar systems [MK].
UPDATE search_synonyms SET words = words || '{invertor}'::text[], updated_at = now() WHERE 'inverter' = ANY (words);
