// The labelled query set of the search benchmark (scripts/bench-search.ts): a small market of
// posts as Syrian businesses write them, in Arabic and English, and queries labelled with the
// posts a reader looking for that would want (an empty list: the search must find nothing).
// Every matching rule of docs/decisions (search) has queries here.

export interface BenchDocument {
  key: string;
  kind: 'product' | 'listing';
  category: string;
  title: string;
  description: string;
  /** The seller's company name on the post (products only); the bench seller's when absent. */
  seller?: string;
}

export interface BenchQuery {
  q: string;
  /** The rule the query exercises. */
  rule: string;
  relevant: string[];
}

const C = {
  clothing: 'clothing-textiles',
  food: 'food-agricultural',
  cleaning: 'cleaning-personal-care',
  furniture: 'furniture-home-decor',
  tools: 'tools-industrial',
  packaging: 'packaging-printing',
  crafts: 'handicrafts-artisan',
  building: 'building-construction',
  automotive: 'automotive-parts',
  machines: 'machines-production',
  chemicals: 'chemicals-pharmaceuticals',
  electronics: 'electronics-electrical',
} as const;

const p = (key: string, category: string, title: string, description: string, seller?: string): BenchDocument => ({ key, kind: 'product', category, title, description, seller });
const l = (key: string, category: string, title: string, description: string): BenchDocument => ({ key, kind: 'listing', category, title, description });

export const DOCUMENTS: BenchDocument[] = [
  p('d1', C.clothing, 'مصنع ألبسة رجالية في حلب', 'نصنع القمصان والبناطيل بالجملة'),
  p('d2', C.clothing, 'أقمشة قطنية بالجملة', 'قماش قطن 100% للخياطة'),
  p('d3', C.clothing, 'Cotton fabric rolls wholesale', 'Plain and printed cotton fabrics for garment factories'),
  p('d4', C.clothing, 'فساتين سهرة نسائية', 'فستان سهرة بتصاميم حديثة'),
  p('d5', C.clothing, 'جاكيتات جلد طبيعي', 'جاكيت جلد للرجال والنساء'),
  p('d6', C.clothing, 'خيوط غزل قطنية', 'خيط قطن لمصانع النسيج'),
  p('d7', C.clothing, 'Denim jeans factory', 'Jeans manufacturing for export'),
  p('d8', C.clothing, 'كنزات صوف شتوية', 'بلوزة صوف للأطفال'),
  p('d9', C.clothing, 'أحذية جلدية رجالية', 'صناعة يدوية بجلد طبيعي'),
  l('d10', C.clothing, 'شنط نسائية', 'حقائب يد من الجلد'),
  p('f1', C.food, 'زيت زيتون بكر ممتاز', 'زيت زيتون من عفرين عبوة 16 كغ'),
  p('f2', C.food, 'Olive oil extra virgin', 'Cold pressed olive oil from Syria'),
  p('f3', C.food, 'بندورة طازجة بالجملة', 'من سهل الغاب مباشرة'),
  p('f4', C.food, 'برغل ناعم وخشن', 'برغل بلدي من القمح القاسي'),
  p('f5', C.food, 'طحين زيرو للأفران', 'قمح فاخر مطحون حديثاً'),
  p('f6', C.food, 'حليب طازج يومي', 'حليب بقر كامل الدسم'),
  p('f7', C.food, 'جبنة بلدية', 'جبنة غنم مشللة'),
  p('f8', C.food, 'فروج مجمد', 'كامل ومقطع'),
  p('f9', C.food, 'بهارات ومكسرات', 'سبع بهارات وفستق حلبي'),
  p('f10', C.food, 'Aleppo pistachios', 'Roasted pistachios, wholesale'),
  p('f11', C.food, 'عصائر طبيعية', 'برتقال ورمان معصور'),
  p('f12', C.food, 'سكر أبيض بالطن', 'سكر ناعم مكرر'),
  p('f13', C.food, 'رز مصري', 'حبة متوسطة'),
  p('c1', C.cleaning, 'صابون غار حلبي', 'صابون الغار الطبيعي المصنوع يدوياً'),
  p('c2', C.cleaning, 'Laurel soap from Aleppo', 'Traditional laurel and olive oil soap'),
  p('c3', C.cleaning, 'منظفات سائلة للجلي', 'سائل جلي ومنظف أرضيات'),
  p('c4', C.cleaning, 'شامبو بالأعشاب', 'للشعر الجاف والدهني'),
  p('c5', C.cleaning, 'معقمات ومطهرات', 'معقم يدين كحولي'),
  p('h1', C.furniture, 'غرف نوم خشب زان', 'غرفة نوم كاملة مع خزانة وسرير'),
  p('h2', C.furniture, 'كراسي مكتب', 'دوارة بعجلات'),
  p('h3', C.furniture, 'طاولات سفرة', 'طاولة سفرة خشب مع ستة كراسي'),
  p('h4', C.furniture, 'Sofa sets and living room furniture', 'Handmade sofas in Damascus'),
  p('h5', C.furniture, 'سجاد يدوي', 'سجادة صوف عجمي'),
  p('h6', C.furniture, 'ستائر وبرادي', 'ستارة مخمل'),
  p('t1', C.tools, 'مولدة كهرباء 10 كيلو', 'مولدة ديزل للبيع'),
  p('t2', C.tools, 'Diesel generator 20 kVA', 'Generator with automatic transfer switch'),
  p('t3', C.tools, 'عدة نجارة كاملة', 'أدوات نجارة ومناشير'),
  p('t4', C.tools, 'مضخات مياه', 'مضخة غاطسة للآبار'),
  p('t5', C.tools, 'Welding machines', 'Inverter welding machine 200A'),
  p('t6', C.tools, 'مكابس هيدروليك', 'مكبس هيدروليكي 50 طن'),
  p('t7', C.tools, 'براغي ومسامير', 'برغي حديد مجلفن'),
  p('k1', C.packaging, 'أكياس نايلون', 'كيس نايلون مطبوع للمحلات'),
  p('k2', C.packaging, 'كرتون تغليف', 'علب كرتون مقوى'),
  p('k3', C.packaging, 'Plastic bottles for packaging', 'PET bottles 500ml'),
  p('k4', C.packaging, 'مطبعة أوفست', 'طباعة بروشورات وكروت'),
  p('a1', C.crafts, 'صدف دمشقي', 'علب خشب مطعمة بالصدف'),
  p('a2', C.crafts, 'زجاج منفوخ يدوي', 'زجاج يدوي ملون'),
  p('a3', C.crafts, 'Damascene brocade', 'Handwoven silk brocade from Damascus'),
  p('a4', C.crafts, 'نحاسيات مزخرفة', 'صواني نحاس محفورة'),
  p('b1', C.building, 'إسمنت بورتلاندي', 'أكياس 50 كغ'),
  p('b2', C.building, 'حديد تسليح', 'حديد مبروم قطر 12'),
  p('b3', C.building, 'بلاط وسيراميك', 'سيراميك أرضيات إيطالي'),
  p('b4', C.building, 'دهانات داخلية وخارجية', 'دهان أكريليك'),
  p('b5', C.building, 'بلوك إسمنتي', 'بلوك 20 سم'),
  p('b6', C.building, 'Ceramic tiles', 'Floor and wall tiles'),
  p('b7', C.building, 'أبواب ونوافذ ألمنيوم', 'نافذة ألمنيوم دبل زجاج'),
  p('b8', C.building, 'رخام وغرانيت', 'رخام طبيعي للدرج'),
  p('m1', C.automotive, 'قطع غيار سيارات كورية', 'قطع غيار هيونداي وكيا'),
  p('m2', C.automotive, 'إطارات سيارات', 'دواليب جديدة ومستعملة'),
  p('m3', C.automotive, 'Car batteries', 'Car battery 70Ah'),
  p('m4', C.automotive, 'زيوت محركات', 'زيت محرك 10W40'),
  l('m5', C.automotive, 'سيارة تويوتا للبيع', 'كورولا موديل 2010'),
  p('m6', C.automotive, 'Toyota spare parts', 'Genuine parts for every model'),
  p('x1', C.machines, 'آلات خياطة صناعية', 'ماكينة خياطة جوكي'),
  p('x2', C.machines, 'خطوط إنتاج معكرونة', 'خط إنتاج كامل'),
  p('x3', C.machines, 'Injection molding machines', 'Plastic injection machines for sale'),
  p('x4', C.machines, 'مكائن تعبئة وتغليف', 'ماكينة تعبئة أكياس'),
  p('x5', C.machines, 'أفران صناعية للمخابز', 'فرن خبز عربي'),
  p('p1', C.chemicals, 'أدوية بيطرية', 'للدواجن والمواشي'),
  p('p2', C.chemicals, 'أسمدة زراعية', 'يوريا وسوبر فوسفات'),
  p('p3', C.chemicals, 'مبيدات حشرية', 'مبيد للآفات'),
  p('p4', C.chemicals, 'Pharmaceutical raw materials', 'Active ingredients for pharmaceutical factories'),
  p('e1', C.electronics, 'موبايلات سامسونج', 'أجهزة جديدة بالكفالة'),
  l('e2', C.electronics, 'iPhone 13 Pro', 'Used, in good condition'),
  l('e3', C.electronics, 'خلوي هواوي مستعمل', 'بحالة جيدة'),
  l('e4', C.electronics, 'ثلاجة إل جي', '16 قدم'),
  p('e5', C.electronics, 'غسالات أوتوماتيك', '8 كيلو'),
  p('e6', C.electronics, 'مكيفات سبليت', 'مكيف 18000 وحدة'),
  p('e7', C.electronics, 'ألواح طاقة شمسية', 'لوح 550 واط'),
  p('e8', C.electronics, 'بطاريات ليثيوم', 'للطاقة الشمسية'),
  p('e9', C.electronics, 'Solar inverters', 'Hybrid inverter 5kW'),
  l('e10', C.electronics, 'لابتوبات مستعملة', 'ديل ولينوفو'),
  p('e11', C.electronics, 'شاشات تلفزيون', 'سمارت 55 بوصة'),
  p('e12', C.electronics, 'كابلات كهربائية', 'كبل نحاسي'),
  l('e13', C.electronics, 'مسؤول مبيعات خبرة', 'مطلوب لشركة أجهزة'),
  p('e14', C.chemicals, 'مستلزمات مستشفى', 'معدات طبية'),
  // Ranking cases (issue 32): each pair's second post is newer, so only the ranking rule puts the
  // first one first.
  p('r1', C.automotive, 'فحمات فرامل', 'فحمات أصلية لكل السيارات', 'شركة زيوت الشام'),
  p('r2', C.electronics, 'مطحنة قهوة كهربائية', 'شفرات ستانلس'),
  p('r3', C.electronics, 'ماكينة إسبريسو', 'مع مطحنة قهوة مدمجة'),
  p('r4', C.food, 'منتجات النحل', 'عسل جبلي وشمع طبيعي'),
  p('r5', C.packaging, 'علب بلاستيك للتعبئة', 'مقاسات مختلفة', 'مناحل العسل الذهبي'),
  p('r6', C.food, 'ورق عنب محشي', 'يالنجي بزيت الزيتون'),
  p('r7', C.food, 'عنب أحمر وورق تغليف', 'عنب للمائدة'),
  p('r8', C.automotive, 'Battery chargers for every car', '12V and 24V'),
];

const q = (text: string, rule: string, relevant: string[]): BenchQuery => ({ q: text, rule, relevant });

export const QUERIES: BenchQuery[] = [
  // The article and the attached و ب ل ف ك
  q('المصنع', 'article', ['d1']),
  q('بالمصانع', 'article', ['d1']),
  q('الأقمشة', 'article', ['d2', 'd3']),
  q('والأقمشة القطنية', 'article', ['d2']),
  q('للأحذية', 'article', ['d9']),
  q('فالصابون', 'article', ['c1', 'c2']),
  q('كالبرغل', 'article', ['f4']),
  q('والزيت', 'article', ['f1', 'f2', 'm4']),
  q('وبالسيراميك', 'article', ['b3', 'b6']),
  // Alef forms
  q('اسمنت', 'alef', ['b1', 'b5']),
  q('اسمدة', 'alef', ['p2']),
  q('ادوية', 'alef', ['p1']),
  q('الالات', 'alef', ['x1']),
  q('اطارات', 'alef', ['m2']),
  q('المنيوم', 'alef', ['b7']),
  // Taa marbuta and haa, alef maqsura and yaa, hamza carriers
  q('ثلاجه', 'taa-marbuta', ['e4']),
  q('غساله', 'taa-marbuta', ['e5']),
  q('مولده', 'taa-marbuta', ['t1', 't2']),
  q('مستشفي', 'alef-maqsura', ['e14']),
  q('مسئول مبيعات', 'hamza', ['e13']),
  // Diacritics and tatweel
  q('صـــابـــون', 'diacritics', ['c1', 'c2']),
  q('زَيْت زَيْتُون', 'diacritics', ['f1']),
  q('حَدِيد تَسْلِيح', 'diacritics', ['b2']),
  // Digits
  q('مكيف ١٨٠٠٠', 'digits', ['e6']),
  q('لوح ۵۵۰ واط', 'digits', ['e7']),
  q('سمارت ٥٥', 'digits', ['e11']),
  // Sound plurals and their singulars
  q('مكيف', 'sound-plural', ['e6']),
  q('غسالة', 'sound-plural', ['e5']),
  q('بطارية', 'sound-plural', ['e8', 'm3']),
  q('موبايل', 'sound-plural', ['e1', 'e3']),
  q('معقم', 'sound-plural', ['c5']),
  q('لابتوب', 'sound-plural', ['e10']),
  q('مبيد', 'sound-plural', ['p3']),
  // Broken plurals and their singulars
  q('مصانع', 'broken-plural', ['d1']),
  q('قماش', 'broken-plural', ['d2', 'd3']),
  q('حذاء', 'broken-plural', ['d9']),
  q('حقيبة', 'broken-plural', ['d10']),
  q('كرسي', 'broken-plural', ['h2', 'h3']),
  q('مسمار', 'broken-plural', ['t7']),
  q('نافذة', 'broken-plural', ['b7']),
  q('آلة خياطة', 'broken-plural', ['x1']),
  q('فرن', 'broken-plural', ['x5']),
  q('مكبس', 'broken-plural', ['t6']),
  q('سماد', 'broken-plural', ['p2']),
  q('دواء', 'broken-plural', ['p1']),
  q('عصير', 'broken-plural', ['f11']),
  q('ماكينة تعبئة', 'broken-plural', ['x4']),
  // English stems and case
  q('fabrics', 'english-stem', ['d3', 'd2']),
  q('Generators', 'english-stem', ['t2', 't1']),
  q('welding', 'english-stem', ['t5']),
  q('PRESSED OLIVE OIL', 'english-stem', ['f2']),
  q('bottle', 'english-stem', ['k3']),
  q('tile', 'english-stem', ['b6', 'b3']),
  q('batteries', 'english-stem', ['m3', 'e8']),
  q('pistachio', 'english-stem', ['f10']),
  q('injection machine', 'english-stem', ['x3']),
  q('spare part', 'english-stem', ['m6']),
  q('sofas', 'english-stem', ['h4']),
  // Brand names in Latin and Arabic letters
  q('samsung', 'brand', ['e1']),
  q('سامسونغ', 'brand', ['e1']),
  q('تويوتا', 'brand', ['m5', 'm6']),
  q('toyota', 'brand', ['m5', 'm6']),
  q('hyundai', 'brand', ['m1']),
  q('huawei', 'brand', ['e3']),
  q('ايفون', 'brand', ['e2']),
  // Typos: one edit from 5 letters, two from 9
  q('مكيفاث', 'typo', ['e6']),
  q('غسلات', 'typo', ['e5']),
  q('بطارييات', 'typo', ['e8']),
  q('سيراميكك', 'typo', ['b3']),
  q('برغول', 'typo', ['f4']),
  q('الثلاجت', 'typo', ['e4']),
  q('genrator', 'typo', ['t2']),
  q('pistachois', 'typo', ['f10']),
  q('weldng', 'typo', ['t5']),
  q('ceramik', 'typo', ['b6']),
  q('invertor', 'typo', ['e9']),
  // Synonyms
  q('براد', 'synonym', ['e4']),
  q('جوال', 'synonym', ['e1', 'e3']),
  q('طماطم', 'synonym', ['f3']),
  q('دجاج', 'synonym', ['f8']),
  q('دقيق', 'synonym', ['f5']),
  q('أرز', 'synonym', ['f13']),
  q('كاوتشوك', 'synonym', ['m2']),
  q('ترابة', 'synonym', ['b1', 'b5']),
  q('كمبيوتر', 'synonym', ['e10']),
  q('fridge', 'synonym', ['e4']),
  q('mobile', 'synonym', ['e1', 'e3']),
  // The brand word the header appends
  q('زيت زيتون بوابة الأعمال السورية', 'brand-word', ['f1']),
  q('olive oil Syria Business Portal', 'brand-word', ['f2']),
  // Ranking (issue 32): title over description over the seller's name, words together in order
  q('زيت', 'rank-seller-last', ['f1', 'f2', 'm4']),
  q('مطحنة قهوة', 'rank-title-first', ['r2']),
  q('عسل', 'rank-description-over-seller', ['r4']),
  q('ورق عنب', 'rank-phrase', ['r6']),
  q('car battery', 'rank-phrase', ['m3']),
  // Must find nothing
  q('xyzzy', 'nothing', []),
  q('طائرة', 'nothing', []),
  q('قلب', 'nothing', []),
  q('حاسوب كمومي', 'nothing', []),
  q('!!!', 'nothing', []),
  q('helicopter', 'nothing', []),
  q('زعفران', 'nothing', []),
  q("'; DROP TABLE posts; --", 'nothing', []),
];
