import type { CategoryId } from '#common/constants/categories.ts';
import type { UnitId } from '#common/constants/units.ts';

/** Text in both languages; `{v}` in a product name is replaced by one of its variants. */
export type Bilingual = readonly [ar: string, en: string];

export interface ProductTemplate {
  /** Subcategory slug within the category. */
  sub: string;
  name: Bilingual;
  variants?: readonly Bilingual[];
  unit: UnitId;
  /** Typical unit price in US dollars, lowest and highest. */
  usd: readonly [number, number];
  /** Typical minimum order, in units. */
  moq: readonly [number, number];
  /** Which of the category's product artworks shows it (0-2). */
  art: number;
  /** New or used applies (machines, tools, furniture, electronics, car parts). */
  hasCondition?: boolean;
  /** Also offered for rent. */
  isRentable?: boolean;
  /** Sentences true of this product only, used before the category's. */
  traits?: readonly Bilingual[];
}

export interface CategoryCatalogue {
  products: readonly ProductTemplate[];
  /** Sentences true of any product of the category. */
  traits: readonly Bilingual[];
  /** Services a business of this category offers in listings. */
  services: readonly Bilingual[];
}

/** What the demo businesses sell, by category; the demo posts are drawn from these lists. */
export const DEMO_CATALOGUE: Record<CategoryId, CategoryCatalogue> = {
  'clothing-textiles': {
    products: [
      { sub: 'fabrics', name: ['قماش قطني مصبوغ بعرض {v}', 'Dyed cotton fabric, {v} wide'], variants: [['150 سم', '150 cm'], ['180 سم', '180 cm'], ['220 سم', '220 cm']], unit: 'metre', usd: [1.8, 3.5], moq: [200, 1000], art: 1 },
      { sub: 'fabrics', name: ['قماش جينز {v}', '{v} denim fabric'], variants: [['12 أونصة', '12 oz'], ['14 أونصة', '14 oz'], ['مطاطي', 'Stretch']], unit: 'metre', usd: [3, 5.5], moq: [300, 1500], art: 1 },
      { sub: 'yarns', name: ['خيوط قطنية ممشطة نمرة {v}', 'Combed cotton yarn, Ne {v}'], variants: [['20', '20'], ['30', '30'], ['40', '40']], unit: 'kg', usd: [2.6, 4.2], moq: [500, 3000], art: 2 },
      { sub: 'yarns', name: ['خيوط بوليستر للخياطة، {v}', 'Polyester sewing thread, {v}'], variants: [['بكرات 5000 ياردة', '5000-yard cones'], ['ألوان متعددة', 'assorted colours']], unit: 'box', usd: [8, 15], moq: [20, 100], art: 2 },
      { sub: 'mens-clothing', name: ['قمصان رجالية قطن {v}', "Men's cotton shirts, {v}"], variants: [['كم طويل', 'long sleeve'], ['كم قصير', 'short sleeve']], unit: 'dozen', usd: [40, 75], moq: [10, 50], art: 0 },
      { sub: 'womens-clothing', name: ['عبايات نسائية {v}', "Women's abayas, {v}"], variants: [['كريب مطرز', 'embroidered crepe'], ['قماش ناعم بأكمام واسعة', 'soft fabric with wide sleeves']], unit: 'piece', usd: [12, 30], moq: [20, 100], art: 0 },
      { sub: 'childrens-clothing', name: ['بيجامات أطفال قطن 100%', "Children's pyjamas, 100% cotton"], unit: 'dozen', usd: [30, 50], moq: [5, 30], art: 0 },
      { sub: 'home-textiles', name: ['أطقم شراشف {v}', '{v} bed sheet sets'], variants: [['قطن ساتان', 'Cotton sateen'], ['مخمل شتوي', 'Winter velvet']], unit: 'set', usd: [14, 35], moq: [20, 100], art: 1 },
      { sub: 'workwear', name: ['ألبسة عمل {v}', 'Work overalls, {v}'], variants: [['مقاومة للزيوت', 'oil-resistant'], ['من القطن الثقيل', 'heavy cotton drill']], unit: 'piece', usd: [9, 18], moq: [50, 300], art: 0 },
    ],
    traits: [
      ['ألوان ثابتة لا تتأثر بالغسيل، وجودة تصدير.', 'Colour-fast through washing, export quality.'],
      ['نوفّر كامل التشكيلة بالمقاسات والألوان المطلوبة.', 'Full range of sizes and colours available.'],
      ['إنتاج محلي بخبرة تتجاوز عشرين عاماً.', 'Made locally, with over twenty years of experience.'],
      ['نقبل تصنيع الموديلات حسب الطلب ووضع علامتكم التجارية.', 'We produce to your design and sew in your own label.'],
    ],
    services: [
      ['خياطة وتفصيل لحساب المعامل والمحلات', 'Cut-make-trim sewing for brands and shops'],
      ['طباعة وتطريز الشعارات على الألبسة', 'Logo printing and embroidery on garments'],
    ],
  },
  'food-agricultural': {
    products: [
      { sub: 'olive-oil', name: ['زيت زيتون بكر ممتاز {v}', 'Extra virgin olive oil, {v}'], variants: [['عصر بارد', 'cold pressed'], ['من بساتين عفرين', 'from Afrin groves'], ['من الساحل السوري', 'from the Syrian coast']], unit: 'kg', usd: [5, 7.5], moq: [100, 2000], art: 0 },
      { sub: 'grains-legumes', name: ['عدس أحمر مجروش', 'Split red lentils'], unit: 'ton', usd: [750, 950], moq: [1, 20], art: 1 },
      { sub: 'grains-legumes', name: ['برغل {v}', '{v} bulgur'], variants: [['ناعم', 'Fine'], ['خشن', 'Coarse']], unit: 'ton', usd: [600, 800], moq: [1, 10], art: 1 },
      { sub: 'grains-legumes', name: ['حمص حب {v}', 'Chickpeas, {v}'], variants: [['حجم 9 ملم', '9 mm calibre'], ['حجم 8 ملم', '8 mm calibre']], unit: 'ton', usd: [900, 1300], moq: [1, 10], art: 1 },
      { sub: 'spices-herbs', name: ['كمون سوري {v}', 'Syrian cumin, {v}'], variants: [['حب منظّف', 'cleaned seed'], ['مطحون', 'ground']], unit: 'kg', usd: [3.5, 6], moq: [50, 500], art: 1 },
      { sub: 'spices-herbs', name: ['زعتر حلبي {v}', "Aleppo za'atar, {v}"], variants: [['خلطة ممتازة', 'premium blend'], ['بالسمسم المحمّص', 'with toasted sesame']], unit: 'kg', usd: [4, 8], moq: [20, 300], art: 2 },
      { sub: 'sweets', name: ['حلويات شرقية مشكّلة بالفستق الحلبي', 'Assorted Levantine sweets with Aleppo pistachio'], unit: 'kg', usd: [12, 22], moq: [10, 100], art: 2 },
      { sub: 'dairy', name: ['جبنة {v}', '{v} cheese'], variants: [['عكاوي', 'Akkawi'], ['مشللة', 'Shallal string'], ['حلوم', 'Halloumi']], unit: 'kg', usd: [3.5, 6], moq: [50, 500], art: 2 },
      { sub: 'fruit-vegetables', name: ['تفاح {v}', '{v} apples'], variants: [['سويداوي أحمر', 'Red Suwayda'], ['غولدن', 'Golden']], unit: 'kg', usd: [0.5, 0.9], moq: [1000, 10000], art: 2 },
      { sub: 'dried-fruit-nuts', name: ['فستق حلبي {v}', 'Aleppo pistachios, {v}'], variants: [['محمّص مملّح', 'roasted and salted'], ['نيء قلب', 'raw kernels']], unit: 'kg', usd: [14, 24], moq: [25, 200], art: 2 },
      { sub: 'preserves', name: ['مكدوس باذنجان بزيت الزيتون', 'Makdous: stuffed aubergines in olive oil'], unit: 'carton', usd: [18, 30], moq: [10, 100], art: 0 },
      { sub: 'preserves', name: ['دبس رمان {v}', 'Pomegranate molasses, {v}'], variants: [['طبيعي 100%', '100% natural'], ['عبوات 500 غ', '500 g bottles']], unit: 'carton', usd: [20, 36], moq: [10, 100], art: 0 },
    ],
    traits: [
      ['منتج طبيعي دون مواد حافظة.', 'Natural, with no preservatives.'],
      ['مطابق للمواصفات القياسية السورية مع شهادة تحليل عند الطلب.', 'Meets the Syrian standard; analysis certificate on request.'],
      ['إمكانية التعبئة بعلامتكم التجارية.', 'Can be packed under your own brand.'],
      ['مباشرة من المنتج دون وسطاء.', 'Direct from the producer, no middlemen.'],
    ],
    services: [
      ['تعبئة وتغليف المواد الغذائية لحساب الغير', 'Contract packing of food products'],
      ['نقل مبرّد للخضار والفواكه بين المحافظات', 'Refrigerated transport of produce between governorates'],
    ],
  },
  'cleaning-personal-care': {
    products: [
      { sub: 'laurel-soap', name: ['صابون غار حلبي {v}', 'Aleppo laurel soap, {v}'], variants: [['20% زيت غار', '20% laurel oil'], ['40% زيت غار', '40% laurel oil'], ['معتّق سنتين', 'aged two years']], unit: 'kg', usd: [4, 9], moq: [50, 500], art: 0, traits: [['مصنوع من زيت الزيتون وزيت الغار الطبيعي، ومجفف في الهواء.', 'Made with natural olive and laurel oil, air dried.']] },
      { sub: 'detergents', name: ['مسحوق غسيل أوتوماتيك، {v}', 'Automatic washing powder, {v}'], variants: [['أكياس 3 كغ', '3 kg bags'], ['أكياس 6 كغ', '6 kg bags']], unit: 'bag', usd: [2.5, 6], moq: [100, 1000], art: 0 },
      { sub: 'detergents', name: ['سائل جلي {v}', 'Dishwashing liquid, {v}'], variants: [['برائحة الليمون', 'lemon scented'], ['مركّز', 'concentrated']], unit: 'carton', usd: [6, 11], moq: [20, 200], art: 2 },
      { sub: 'disinfectants', name: ['معقّم أسطح {v}', 'Surface disinfectant, {v}'], variants: [['أساس كلور', 'chlorine based'], ['خالٍ من الكحول', 'alcohol free']], unit: 'litre', usd: [0.8, 2], moq: [100, 1000], art: 1 },
      { sub: 'hair-body', name: ['شامبو بزيت الزيتون والغار', 'Olive and laurel oil shampoo'], unit: 'carton', usd: [14, 24], moq: [10, 100], art: 2, traits: [['تركيبة لطيفة مناسبة للاستعمال اليومي.', 'A gentle formula for daily use.']] },
      { sub: 'cosmetics', name: ['عطور زيتية {v}', '{v} perfume oils'], variants: [['مركّزة', 'Concentrated'], ['شرقية', 'Oriental']], unit: 'kg', usd: [25, 60], moq: [1, 10], art: 2 },
      { sub: 'cosmetics', name: ['ماء ورد دمشقي مقطّر', 'Distilled Damask rose water'], unit: 'litre', usd: [3, 6], moq: [20, 200], art: 1 },
      { sub: 'paper-products', name: ['محارم ورقية {v}', 'Facial tissues, {v}'], variants: [['200 منديل', '200 sheets'], ['طبقتين', 'two-ply']], unit: 'carton', usd: [7, 12], moq: [50, 500], art: 0 },
    ],
    traits: [
      ['منتج محلي بجودة تضاهي المستورد.', 'Made locally, as good as the imported brands.'],
      ['متوفر بعبوات مختلفة للمحلات والفنادق والمطاعم.', 'Available in pack sizes for shops, hotels and restaurants.'],
      ['ترخيص صحي نظامي وتاريخ إنتاج حديث.', 'Licensed by the health authorities, freshly produced.'],
    ],
    services: [
      ['تصنيع منظفات بعلامتكم التجارية', 'Private-label detergent manufacturing'],
      ['خدمات تعقيم وتنظيف للمنشآت والمستودعات', 'Disinfection and cleaning for premises and warehouses'],
    ],
  },
  'furniture-home-decor': {
    products: [
      { sub: 'living-room', name: ['طقم كنب {v}', '{v} sofa set'], variants: [['زاوية مودرن', 'Modern corner'], ['كلاسيكي خشب زان', 'Classic beech wood']], unit: 'set', usd: [450, 1400], moq: [1, 5], art: 0, hasCondition: true , traits: [['خشب زان مجفف ودهان بولي يوريثان مقاوم للخدش.', 'Kiln-dried beech with a scratch-resistant polyurethane finish.']] },
      { sub: 'bedroom', name: ['غرفة نوم {v}', '{v} bedroom set'], variants: [['خشب زان', 'Beech wood'], ['MDF لاكيه', 'Lacquered MDF']], unit: 'set', usd: [700, 2200], moq: [1, 3], art: 2, hasCondition: true , traits: [['خشب زان مجفف ودهان بولي يوريثان مقاوم للخدش.', 'Kiln-dried beech with a scratch-resistant polyurethane finish.']] },
      { sub: 'office', name: ['مكاتب إدارية {v}', 'Executive desks, {v}'], variants: [['مع طاولة اجتماعات', 'with meeting table'], ['بقشرة جوز', 'walnut veneer']], unit: 'piece', usd: [180, 600], moq: [1, 10], art: 2, hasCondition: true },
      { sub: 'office', name: ['كراسي مكتبية طبية', 'Ergonomic office chairs'], unit: 'piece', usd: [45, 120], moq: [5, 50], art: 0, hasCondition: true },
      { sub: 'kitchens', name: ['مطابخ ألمنيوم {v}', 'Aluminium kitchens, {v}'], variants: [['حسب المقاس', 'made to measure'], ['مع سطح رخام', 'with marble worktop']], unit: 'metre', usd: [120, 260], moq: [3, 10], art: 2 },
      { sub: 'lighting', name: ['ثريات نحاسية {v}', 'Brass chandeliers, {v}'], variants: [['بطراز شرقي', 'oriental style'], ['12 شمعة', '12 lights']], unit: 'piece', usd: [90, 450], moq: [1, 10], art: 1, hasCondition: true },
      { sub: 'carpets', name: ['سجاد {v}', '{v} rugs'], variants: [['يدوي من الصوف', 'Hand-knotted wool'], ['آلي قياس 3×4 م', 'Machine-made 3×4 m']], unit: 'piece', usd: [80, 600], moq: [1, 20], art: 2, hasCondition: true },
      { sub: 'decor', name: ['مرايا بإطار خشبي محفور', 'Mirrors with carved wooden frames'], unit: 'piece', usd: [35, 120], moq: [2, 20], art: 2 },
      { sub: 'outdoor', name: ['طاولات وكراسي حدائق من {v}', 'Garden tables and chairs, {v}'], variants: [['الحديد المشغول', 'wrought iron'], ['الخشب المعالج', 'treated wood']], unit: 'set', usd: [150, 420], moq: [1, 10], art: 0, hasCondition: true },
    ],
    traits: [
      ['تصنيع محلي بأيدٍ حرفية ماهرة.', 'Made locally by skilled craftsmen.'],
      ['إمكانية تعديل المقاسات والألوان حسب الطلب.', 'Sizes and colours can be adjusted to order.'],
      ['التوصيل والتركيب مجاناً ضمن المدينة.', 'Free delivery and assembly within the city.'],
      ['كفالة سنتين على التصنيع.', 'Two-year guarantee on workmanship.'],
    ],
    services: [
      ['تفصيل مطابخ وخزائن حسب المقاس', 'Made-to-measure kitchens and wardrobes'],
      ['تنجيد وتصليح الكنب والكراسي', 'Sofa and chair upholstery and repair'],
    ],
  },
  'tools-industrial': {
    products: [
      { sub: 'hand-tools', name: ['طقم مفكات ومفاتيح {v}', 'Screwdriver and spanner set, {v}'], variants: [['46 قطعة', '46 pieces'], ['108 قطع', '108 pieces']], unit: 'set', usd: [18, 65], moq: [5, 50], art: 0, hasCondition: true, traits: [['فولاذ كروم فاناديوم مقسّى.', 'Hardened chrome-vanadium steel.']] },
      { sub: 'hand-tools', name: ['مطارق {v}', '{v} hammers'], variants: [['حدادة بيد خشب', 'Wooden-handle club'], ['نجارة', 'Claw']], unit: 'dozen', usd: [30, 70], moq: [2, 20], art: 1 },
      { sub: 'power-tools', name: ['دريل {v}', '{v} drill'], variants: [['شحن 20 فولط', '20 V cordless'], ['هيلتي 1200 واط', '1200 W rotary hammer']], unit: 'piece', usd: [45, 160], moq: [2, 20], art: 2, hasCondition: true },
      { sub: 'power-tools', name: ['صاروخ جلخ {v}', 'Angle grinder, {v}'], variants: [['115 ملم', '115 mm'], ['230 ملم', '230 mm']], unit: 'piece', usd: [30, 95], moq: [2, 20], art: 2, hasCondition: true },
      { sub: 'fasteners', name: ['براغي {v}', '{v} bolts'], variants: [['مغلفنة M10', 'Galvanised M10'], ['ستانلس ستيل', 'Stainless steel']], unit: 'kg', usd: [1.8, 4.5], moq: [50, 1000], art: 2 },
      { sub: 'welding', name: ['أسياخ لحام {v}', 'Welding electrodes, {v}'], variants: [['2.5 ملم', '2.5 mm'], ['3.2 ملم', '3.2 mm']], unit: 'kg', usd: [1.6, 2.8], moq: [100, 1000], art: 0 },
      { sub: 'welding', name: ['ماكينة لحام إنفرتر {v}', 'Inverter welding machine, {v}'], variants: [['200 أمبير', '200 A'], ['300 أمبير', '300 A']], unit: 'piece', usd: [90, 320], moq: [1, 10], art: 2, hasCondition: true, isRentable: true },
      { sub: 'safety', name: ['خوذ وسترات سلامة عاكسة', 'Safety helmets and reflective vests'], unit: 'piece', usd: [3, 9], moq: [50, 500], art: 0 },
      { sub: 'measuring', name: ['أجهزة قياس متعددة رقمية', 'Digital multimeters'], unit: 'piece', usd: [8, 40], moq: [5, 50], art: 2, hasCondition: true },
    ],
    traits: [
      ['مناسبة للاستخدام اليومي في الورشات والمصانع.', 'Built for daily use in workshops and factories.'],
      ['كفالة سنة وقطع تبديل متوفرة دائماً.', 'One-year warranty, spare parts always in stock.'],
      ['أسعار خاصة للورشات والمقاولين.', 'Special prices for workshops and contractors.'],
      ['بضاعة أصلية مع فاتورة نظامية.', 'Genuine goods with a proper invoice.'],
    ],
    services: [
      ['صيانة العدد الكهربائية وماكينات اللحام', 'Repair of power tools and welding machines'],
      ['معايرة أدوات وأجهزة القياس', 'Calibration of measuring instruments'],
    ],
  },
  'packaging-printing': {
    products: [
      { sub: 'cardboard', name: ['علب كرتون مضلّع {v}', 'Corrugated cardboard boxes, {v}'], variants: [['3 طبقات', '3-ply'], ['5 طبقات', '5-ply'], ['مطبوعة حسب الطلب', 'custom printed']], unit: 'piece', usd: [0.2, 1.1], moq: [1000, 10000], art: 0 },
      { sub: 'plastic-packaging', name: ['عبوات بلاستيك PET {v}', 'PET bottles, {v}'], variants: [['سعة 1.5 ليتر', '1.5 litre'], ['سعة 500 مل', '500 ml']], unit: 'piece', usd: [0.05, 0.12], moq: [5000, 50000], art: 2 },
      { sub: 'bags', name: ['أكياس نايلون {v}', '{v} plastic bags'], variants: [['مطبوعة بشعاركم', 'Logo-printed'], ['قابلة للتحلل', 'Biodegradable']], unit: 'kg', usd: [2.2, 3.5], moq: [100, 1000], art: 1 },
      { sub: 'bags', name: ['أكياس خيش بولي بروبلين {v}', 'Woven polypropylene sacks, {v}'], variants: [['50 كغ', '50 kg'], ['25 كغ', '25 kg']], unit: 'piece', usd: [0.12, 0.3], moq: [2000, 20000], art: 1 },
      { sub: 'labels', name: ['لصاقات رول {v}', 'Roll labels, {v}'], variants: [['ورقية', 'paper'], ['شفافة مقاومة للماء', 'clear and waterproof']], unit: 'roll', usd: [4, 12], moq: [50, 500], art: 0, traits: [['طباعة حتى 6 ألوان بدقة عالية.', 'Printed in up to six colours at high resolution.']] },
      { sub: 'commercial-printing', name: ['طباعة كتالوجات وبروشورات {v}', 'Catalogue and brochure printing, {v}'], variants: [['أوفست ملوّن', 'full-colour offset'], ['على ورق كوشيه 150 غ', 'on 150 g coated paper']], unit: 'piece', usd: [0.15, 0.6], moq: [500, 5000], art: 0 },
      { sub: 'glass-containers', name: ['مرطبانات زجاجية {v}', 'Glass jars, {v}'], variants: [['مع أغطية معدنية', 'with metal lids'], ['سعة 720 مل', '720 ml']], unit: 'piece', usd: [0.18, 0.45], moq: [1000, 10000], art: 2, traits: [['زجاج مناسب لملامسة الأغذية والتعقيم الحراري.', 'Food-safe glass that withstands heat sterilisation.']] },
    ],
    traits: [
      ['كميات جاهزة في المستودع، أو تصنيع حسب الطلب.', 'Stock ready in the warehouse, or made to order.'],
      ['أسعار المصنع مباشرة.', 'Factory-direct prices.'],
      ['التصميم مجاني مع أول طلبية.', 'Free design with the first order.'],
      ['تسليم خلال أسبوع إلى عشرة أيام حسب الكمية.', 'Delivery in seven to ten days depending on quantity.'],
    ],
    services: [
      ['تصميم وطباعة العلب والملصقات', 'Box and label design and printing'],
      ['طباعة فلكسو على الأكياس والرولات', 'Flexo printing on bags and rolls'],
    ],
  },
  'handicrafts-artisan': {
    products: [
      { sub: 'mosaic-inlay', name: ['علب موزاييك مطعّمة بالصدف، {v}', 'Mother-of-pearl inlaid mosaic boxes, {v}'], variants: [['حجم وسط', 'medium size'], ['حجم كبير', 'large size']], unit: 'piece', usd: [25, 90], moq: [5, 50], art: 1 },
      { sub: 'mosaic-inlay', name: ['طاولة شطرنج موزاييك', 'Mosaic chess table'], unit: 'piece', usd: [120, 350], moq: [1, 10], art: 1 },
      { sub: 'brocade', name: ['قماش بروكار دمشقي {v}', 'Damascene brocade fabric, {v}'], variants: [['حرير طبيعي', 'pure silk'], ['بنقشة العاشق والمعشوق', 'in the "lovers" pattern']], unit: 'metre', usd: [45, 120], moq: [5, 50], art: 1 },
      { sub: 'blown-glass', name: ['كؤوس وأباريق زجاج منفوخ يدوياً', 'Hand-blown glass cups and jugs'], unit: 'set', usd: [15, 45], moq: [5, 50], art: 2 },
      { sub: 'copperware', name: ['صواني وأباريق نحاسية {v}', 'Copper trays and ewers, {v}'], variants: [['محفورة يدوياً', 'hand engraved'], ['مبيّضة بالقصدير', 'tin lined']], unit: 'piece', usd: [30, 140], moq: [2, 20], art: 0 },
      { sub: 'copperware', name: ['فوانيس نحاسية مزخرفة', 'Decorated brass lanterns'], unit: 'piece', usd: [20, 70], moq: [5, 50], art: 2 },
      { sub: 'pottery', name: ['أوانٍ فخارية {v}', 'Clay pots, {v}'], variants: [['للطبخ', 'for cooking'], ['للزينة', 'decorative']], unit: 'piece', usd: [4, 20], moq: [20, 200], art: 0 },
      { sub: 'embroidery', name: ['مفارش أغباني {v}', 'Aghabani embroidered tablecloths, {v}'], variants: [['تطريز يدوي', 'hand embroidered'], ['حرير على قطن', 'silk on cotton']], unit: 'piece', usd: [25, 80], moq: [2, 30], art: 1 },
    ],
    traits: [
      ['صناعة يدوية بالكامل بأيدي حرفيين سوريين.', 'Entirely handmade by Syrian craftsmen.'],
      ['كل قطعة فريدة، وتصلح هدية أو للتصدير.', 'Every piece is unique; ideal as a gift or for export.'],
      ['تغليف آمن للشحن الداخلي والخارجي.', 'Packed safely for shipping at home and abroad.'],
      ['حرفة متوارثة منذ ثلاثة أجيال.', 'A craft handed down for three generations.'],
    ],
    services: [
      ['دورات تعليم فن الموزاييك والتطعيم', 'Courses in mosaic and inlay work'],
      ['ترميم التحف الخشبية والنحاسية', 'Restoration of wooden and copper antiques'],
    ],
  },
  'building-construction': {
    products: [
      { sub: 'cement-concrete', name: ['إسمنت بورتلاندي {v}', 'Portland cement, {v}'], variants: [['أكياس 50 كغ', '50 kg bags'], ['فرط', 'in bulk']], unit: 'ton', usd: [85, 120], moq: [10, 200], art: 2 },
      { sub: 'steel', name: ['حديد تسليح قطر {v}', 'Reinforcing steel bar, {v}'], variants: [['12 ملم', '12 mm'], ['16 ملم', '16 mm'], ['8 ملم', '8 mm']], unit: 'ton', usd: [620, 760], moq: [5, 100], art: 2 },
      { sub: 'tiles-marble', name: ['بلاط سيراميك {v}', 'Ceramic floor tiles, {v}'], variants: [['60×60 سم', '60×60 cm'], ['120×60 سم لامع', '120×60 cm polished']], unit: 'square-metre', usd: [6, 16], moq: [100, 1000], art: 0 },
      { sub: 'tiles-marble', name: ['رخام سوري {v}', 'Syrian marble, {v}'], variants: [['بيج مصقول', 'polished beige'], ['أبيض حلبي', 'Aleppo white']], unit: 'square-metre', usd: [18, 45], moq: [50, 500], art: 0 },
      { sub: 'paints', name: ['دهان بلاستيك داخلي {v}', 'Interior emulsion paint, {v}'], variants: [['مطفي', 'matt'], ['مقاوم للرطوبة', 'damp resistant']], unit: 'litre', usd: [1.2, 3], moq: [100, 2000], art: 1 },
      { sub: 'plumbing', name: ['أنابيب {v}', '{v} pipes'], variants: [['PPR للمياه الساخنة', 'PPR hot-water'], ['PVC للصرف الصحي', 'PVC drainage']], unit: 'metre', usd: [0.6, 3], moq: [200, 2000], art: 2 },
      { sub: 'plumbing', name: ['خلاطات ومغاسل {v}', 'Mixer taps and basins, {v}'], variants: [['ستانلس', 'stainless'], ['بورسلان', 'porcelain']], unit: 'piece', usd: [15, 90], moq: [5, 50], art: 2 },
      { sub: 'insulation', name: ['ألواح عزل حراري {v}', 'Thermal insulation boards, {v}'], variants: [['بوليسترين 5 سم', '5 cm polystyrene'], ['صوف صخري', 'rock wool']], unit: 'square-metre', usd: [2.5, 7], moq: [100, 1000], art: 0 },
      { sub: 'doors-windows', name: ['نوافذ ألمنيوم {v}', 'Aluminium windows, {v}'], variants: [['دبل زجاج', 'double glazed'], ['سحّاب', 'sliding']], unit: 'square-metre', usd: [55, 120], moq: [10, 100], art: 2 },
      { sub: 'blocks-stone', name: ['بلوك إسمنتي {v}', 'Concrete blocks, {v}'], variants: [['15 سم', '15 cm'], ['20 سم', '20 cm']], unit: 'piece', usd: [0.35, 0.7], moq: [1000, 20000], art: 0 },
    ],
    traits: [
      ['مطابق للمواصفات الهندسية مع شهادة منشأ.', 'Meets engineering specifications, with certificate of origin.'],
      ['التوريد إلى موقع المشروع بسياراتنا.', 'Delivered to the building site with our own trucks.'],
      ['أسعار خاصة للمقاولين ومشاريع إعادة الإعمار.', 'Special prices for contractors and reconstruction projects.'],
      ['كميات متوفرة في المستودع للتسليم الفوري.', 'Stock in the warehouse for immediate delivery.'],
    ],
    services: [
      ['أعمال عزل الأسطح ضد الرطوبة', 'Roof waterproofing works'],
      ['تركيب بلاط ورخام بأيدٍ خبيرة', 'Skilled tile and marble fitting'],
    ],
  },
  'automotive-parts': {
    products: [
      { sub: 'engine', name: ['فلاتر زيت وهواء {v}', 'Oil and air filters, {v}'], variants: [['لسيارات كيا وهيونداي', 'for Kia and Hyundai'], ['لسيارات تويوتا', 'for Toyota']], unit: 'piece', usd: [3, 12], moq: [20, 200], art: 2 },
      { sub: 'engine', name: ['بواجي {v}', 'Spark plugs, {v}'], variants: [['إيريديوم', 'iridium'], ['بلاتين', 'platinum']], unit: 'piece', usd: [2.5, 9], moq: [20, 200], art: 2, hasCondition: true },
      { sub: 'tyres', name: ['إطارات {v}', 'Tyres, {v}'], variants: [['205/55 R16', '205/55 R16'], ['195/65 R15', '195/65 R15'], ['لسيارات البيك آب', 'for pick-ups']], unit: 'piece', usd: [45, 110], moq: [4, 100], art: 0, hasCondition: true },
      { sub: 'batteries', name: ['بطارية سيارة {v}', 'Car battery, {v}'], variants: [['70 أمبير', '70 Ah'], ['100 أمبير', '100 Ah']], unit: 'piece', usd: [55, 120], moq: [2, 50], art: 1, hasCondition: true },
      { sub: 'oils', name: ['زيت محرك {v}', 'Engine oil, {v}'], variants: [['10W-40 نصف صناعي', '10W-40 semi-synthetic'], ['5W-30 صناعي بالكامل', '5W-30 fully synthetic']], unit: 'litre', usd: [3, 7], moq: [48, 480], art: 2 },
      { sub: 'body-lights', name: ['أضواء أمامية {v}', 'Headlights, {v}'], variants: [['ليد', 'LED'], ['أصلية', 'original']], unit: 'piece', usd: [35, 160], moq: [2, 20], art: 1, hasCondition: true },
      { sub: 'brakes-suspension', name: ['فحمات فرامل {v}', 'Brake pads, {v}'], variants: [['سيراميك', 'ceramic'], ['أمامية وخلفية', 'front and rear']], unit: 'set', usd: [8, 30], moq: [10, 100], art: 0 },
      { sub: 'brakes-suspension', name: ['مساعدات {v}', '{v} shock absorbers'], variants: [['زيتية', 'Oil'], ['غازية', 'Gas']], unit: 'piece', usd: [20, 70], moq: [4, 40], art: 0, hasCondition: true },
    ],
    traits: [
      ['قطع أصلية ووكالة مع كفالة.', 'Genuine dealer parts with warranty.'],
      ['متوفر لمعظم الموديلات الكورية واليابانية والأوروبية.', 'Available for most Korean, Japanese and European models.'],
      ['خصم خاص لمحلات قطع الغيار والكراجات.', 'Trade discount for parts shops and garages.'],
      ['الشحن إلى جميع المحافظات خلال 48 ساعة.', 'Shipped to every governorate within 48 hours.'],
    ],
    services: [
      ['فحص وبرمجة السيارات بالكمبيوتر', 'Computer diagnostics and car servicing'],
      ['تبديل زيت وفلاتر في موقعكم', 'Oil and filter change at your site'],
    ],
  },
  'machines-production': {
    products: [
      { sub: 'textile-machines', name: ['ماكينات خياطة صناعية {v}', 'Industrial sewing machines, {v}'], variants: [['درزة', 'lockstitch'], ['أوفرلوك', 'overlock']], unit: 'piece', usd: [250, 900], moq: [1, 10], art: 0, hasCondition: true },
      { sub: 'textile-machines', name: ['نول نسيج {v}', '{v} weaving loom'], variants: [['جاكار', 'Jacquard'], ['هوائي', 'Air-jet']], unit: 'piece', usd: [6000, 25000], moq: [1, 2], art: 2, hasCondition: true },
      { sub: 'food-machines', name: ['خط إنتاج {v}', '{v} production line'], variants: [['بسكويت', 'Biscuit'], ['معكرونة', 'Pasta'], ['شيبس بطاطا', 'Potato crisps']], unit: 'set', usd: [18000, 90000], moq: [1, 1], art: 1, hasCondition: true },
      { sub: 'food-machines', name: ['عجّانة وفرن خبز {v}', 'Dough mixer and bread oven, {v}'], variants: [['للأفران الآلية', 'for automatic bakeries'], ['سعة 50 كغ', '50 kg capacity']], unit: 'set', usd: [2500, 12000], moq: [1, 1], art: 2, hasCondition: true },
      { sub: 'packing-machines', name: ['ماكينة تعبئة {v}', '{v} filling machine'], variants: [['سوائل أوتوماتيكية', 'Automatic liquid'], ['بودرة نصف آلية', 'Semi-automatic powder']], unit: 'piece', usd: [3500, 18000], moq: [1, 1], art: 2, hasCondition: true },
      { sub: 'plastic-machines', name: ['ماكينة حقن بلاستيك {v}', 'Plastic injection moulding machine, {v}'], variants: [['250 طن', '250 t'], ['120 طن', '120 t']], unit: 'piece', usd: [15000, 55000], moq: [1, 1], art: 0, hasCondition: true },
      { sub: 'woodworking', name: ['منشار {v}', '{v} saw'], variants: [['طاولة منزلقة', 'Sliding table panel'], ['شريطي', 'Band']], unit: 'piece', usd: [1800, 7000], moq: [1, 1], art: 0, hasCondition: true },
      { sub: 'generators', name: ['مولدة ديزل {v}', 'Diesel generator, {v}'], variants: [['100 كيلو فولط أمبير', '100 kVA'], ['250 كيلو فولط أمبير', '250 kVA'], ['30 كيلو فولط أمبير', '30 kVA']], unit: 'piece', usd: [6000, 30000], moq: [1, 1], art: 0, hasCondition: true, isRentable: true },
      { sub: 'generators', name: ['ضاغط هواء {v}', 'Air compressor, {v}'], variants: [['برغي 15 حصان', '15 hp screw'], ['مكبسي 500 ليتر', '500 litre piston']], unit: 'piece', usd: [900, 5000], moq: [1, 1], art: 0, hasCondition: true, isRentable: true },
      { sub: 'agricultural', name: ['جرار زراعي {v}', 'Farm tractor, {v}'], variants: [['75 حصان', '75 hp'], ['110 حصان', '110 hp']], unit: 'piece', usd: [14000, 32000], moq: [1, 1], art: 1, hasCondition: true, isRentable: true },
    ],
    traits: [
      ['جاهزة للعمل مع التركيب والتدريب على التشغيل.', 'Ready to run, with installation and operator training.'],
      ['قطع الغيار والصيانة متوفرة لدينا.', 'Spare parts and servicing available from us.'],
      ['إمكانية التقسيط للمعامل والورشات.', 'Instalment payments possible for factories and workshops.'],
      ['تمت معاينتها وتجربتها قبل العرض.', 'Inspected and test-run before listing.'],
    ],
    services: [
      ['صيانة المولدات بعقد سنوي', 'Annual maintenance contracts for generators'],
      ['تركيب وتشغيل خطوط الإنتاج', 'Installation and commissioning of production lines'],
    ],
  },
  'chemicals-pharmaceuticals': {
    products: [
      { sub: 'industrial-chemicals', name: ['صود كاوي {v}', 'Caustic soda, {v}'], variants: [['قشور 99%', '99% flakes'], ['سائل 50%', '50% liquid']], unit: 'ton', usd: [450, 700], moq: [1, 25], art: 0 },
      { sub: 'industrial-chemicals', name: ['حمض الليمون {v}', 'Citric acid, {v}'], variants: [['غذائي', 'food grade'], ['لا مائي', 'anhydrous']], unit: 'kg', usd: [1.1, 1.8], moq: [500, 5000], art: 2 },
      { sub: 'medicines', name: ['مسكّنات وخافضات حرارة بالجملة للصيدليات', 'Painkillers and fever reducers, wholesale for pharmacies'], unit: 'carton', usd: [12, 40], moq: [10, 100], art: 1 },
      { sub: 'medical-supplies', name: ['سرنجات طبية {v}', 'Medical syringes, {v}'], variants: [['5 مل', '5 ml'], ['10 مل', '10 ml']], unit: 'box', usd: [3, 6], moq: [50, 500], art: 2 },
      { sub: 'medical-supplies', name: ['كمامات وقفازات طبية', 'Medical masks and gloves'], unit: 'box', usd: [1.5, 4], moq: [100, 1000], art: 1 },
      { sub: 'fertilisers', name: ['سماد {v}', '{v} fertiliser'], variants: [['يوريا 46%', 'Urea 46%'], ['NPK 20-20-20 ذوّاب', 'Water-soluble NPK 20-20-20']], unit: 'ton', usd: [420, 900], moq: [1, 20], art: 0 },
      { sub: 'plastic-raw', name: ['حبيبات بولي إيثيلين {v}', 'Polyethylene granules, {v}'], variants: [['عالي الكثافة HDPE', 'HDPE'], ['منخفض الكثافة LDPE', 'LDPE']], unit: 'ton', usd: [1100, 1500], moq: [1, 25], art: 2 },
      { sub: 'lab-supplies', name: ['أدوات زجاجية مخبرية', 'Laboratory glassware'], unit: 'set', usd: [40, 150], moq: [1, 20], art: 2 },
    ],
    traits: [
      ['شهادة تحليل (COA) مرفقة مع كل شحنة.', 'Certificate of analysis (COA) with every shipment.'],
      ['تخزين وفق الشروط الفنية وتواريخ صلاحية طويلة.', 'Stored to specification, with long expiry dates.'],
      ['مرخّص من وزارة الصحة ووزارة الصناعة.', 'Licensed by the Ministries of Health and Industry.'],
      ['تعبئة حسب الطلب وشحن آمن.', 'Packed as required and shipped safely.'],
    ],
    services: [
      ['تحاليل مخبرية للمياه والأغذية', 'Laboratory analysis of water and food'],
      ['استشارات في تركيب المنظفات ومستحضرات التجميل', 'Formulation advice for detergents and cosmetics'],
    ],
  },
  'electronics-electrical': {
    products: [
      { sub: 'solar', name: ['ألواح طاقة شمسية {v}', 'Solar panels, {v}'], variants: [['مونو 550 واط', '550 W mono'], ['مونو 450 واط', '450 W mono']], unit: 'piece', usd: [70, 120], moq: [10, 200], art: 1, hasCondition: true , traits: [['مناسبة لساعات التقنين الطويلة وتقلبات الشبكة.', 'Built for long power cuts and an unstable grid.'], ['نقدّم دراسة مجانية لحجم المنظومة المناسبة.', 'Free sizing study for the right system.']] },
      { sub: 'batteries-inverters', name: ['بطاريات ليثيوم {v}', 'Lithium batteries, {v}'], variants: [['5 كيلو واط ساعي', '5 kWh'], ['10 كيلو واط ساعي', '10 kWh']], unit: 'piece', usd: [700, 2200], moq: [1, 10], art: 2, hasCondition: true , traits: [['مناسبة لساعات التقنين الطويلة وتقلبات الشبكة.', 'Built for long power cuts and an unstable grid.'], ['نقدّم دراسة مجانية لحجم المنظومة المناسبة.', 'Free sizing study for the right system.']] },
      { sub: 'batteries-inverters', name: ['إنفرتر هجين {v}', 'Hybrid inverter, {v}'], variants: [['5 كيلو واط', '5 kW'], ['10 كيلو واط', '10 kW']], unit: 'piece', usd: [350, 1200], moq: [1, 10], art: 2, hasCondition: true , traits: [['مناسبة لساعات التقنين الطويلة وتقلبات الشبكة.', 'Built for long power cuts and an unstable grid.'], ['نقدّم دراسة مجانية لحجم المنظومة المناسبة.', 'Free sizing study for the right system.']] },
      { sub: 'cables', name: ['كابلات نحاسية {v}', 'Copper cables, {v}'], variants: [['2×2.5 مم²', '2×2.5 mm²'], ['4×16 مم²', '4×16 mm²']], unit: 'metre', usd: [0.6, 9], moq: [100, 2000], art: 2 },
      { sub: 'led-lighting', name: ['لمبات ليد {v}', 'LED bulbs, {v}'], variants: [['12 واط', '12 W'], ['تعمل على 12 فولط', '12 V DC']], unit: 'piece', usd: [0.6, 2], moq: [100, 5000], art: 0 },
      { sub: 'home-appliances', name: ['برادات {v}', 'Refrigerators, {v}'], variants: [['16 قدم', '16 cu ft'], ['موفّرة للطاقة', 'energy efficient']], unit: 'piece', usd: [280, 650], moq: [1, 10], art: 2, hasCondition: true },
      { sub: 'home-appliances', name: ['غسالات أوتوماتيك {v}', 'Automatic washing machines, {v}'], variants: [['7 كغ', '7 kg'], ['9 كغ', '9 kg']], unit: 'piece', usd: [220, 480], moq: [1, 10], art: 2, hasCondition: true },
      { sub: 'mobiles', name: ['موبايلات {v}', '{v} smartphones'], variants: [['سامسونغ', 'Samsung'], ['شاومي', 'Xiaomi']], unit: 'piece', usd: [120, 450], moq: [1, 20], art: 2, hasCondition: true },
      { sub: 'mobiles', name: ['شواحن وكابلات موبايل', 'Phone chargers and cables'], unit: 'piece', usd: [1.5, 6], moq: [50, 1000], art: 2 },
      { sub: 'switchgear', name: ['قواطع كهربائية {v}', 'Circuit breakers, {v}'], variants: [['أحادية 16-63 أمبير', 'single-pole 16-63 A'], ['ثلاثية الطور', 'three-pole']], unit: 'piece', usd: [2.5, 18], moq: [20, 500], art: 2 },
    ],
    traits: [
      ['كفالة وكيل سنتين مع خدمة ما بعد البيع.', 'Two-year dealer warranty with after-sales service.'],
      ['أسعار جملة للمحلات والمقاولين.', 'Wholesale prices for shops and contractors.'],
      ['بضاعة نظامية مع فاتورة وشهادة منشأ.', 'Officially imported, with invoice and certificate of origin.'],
    ],
    services: [
      ['تركيب منظومات طاقة شمسية للمنازل والمعامل', 'Solar system installation for homes and factories'],
      ['صيانة الإنفرترات والبطاريات', 'Inverter and battery repair'],
    ],
  },
};

/** Sentences any seller may add, whatever they sell. */
export const COMMON_SENTENCES: readonly Bilingual[] = [
  ['التوصيل متاح إلى جميع المحافظات.', 'Delivery available to every governorate.'],
  ['الأسعار قابلة للتفاوض للكميات الكبيرة.', 'Prices negotiable for large quantities.'],
  ['للاستفسار والطلب تواصلوا معنا عبر واتساب.', 'Message us on WhatsApp for questions and orders.'],
  ['نرسل عينات قبل الطلبية عند الحاجة.', 'Samples sent before the order when needed.'],
  ['الدفع نقداً أو بحوالة، ونتعامل بالفواتير النظامية.', 'Payment in cash or by transfer, with proper invoices.'],
  ['زورونا في المستودع لمعاينة البضاعة.', 'Visit our warehouse to inspect the goods.'],
];

/** Opening sentences of a request (buy request / request for quotation). */
export const REQUEST_SENTENCES: readonly Bilingual[] = [
  ['نرجو إرسال أفضل سعر مع مدة التسليم وشروط الدفع.', 'Please send your best price, delivery time and payment terms.'],
  ['الأفضلية للموردين القادرين على التوريد الدوري.', 'Preference for suppliers who can deliver regularly.'],
  ['يرجى إرفاق صور أو عينة من البضاعة.', 'Please attach photos or a sample of the goods.'],
  ['نحتاج البضاعة خلال أسبوعين.', 'We need the goods within two weeks.'],
];
