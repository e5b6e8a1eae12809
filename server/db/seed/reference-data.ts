import type { CategoryId } from '#common/constants/categories.ts';

export interface SeedSubcategory {
  /** Appended to the category id: `clothing-textiles` + `fabrics` gives `clothing-textiles-fabrics`. */
  slug: string;
  en: string;
  ar: string;
}

export interface SeedCategory {
  id: CategoryId;
  en: string;
  ar: string;
  /** Hue (0-360) of the category's artwork. */
  hue: number;
  subcategories: SeedSubcategory[];
}

/** The twelve supplier categories with their subcategories, in display order. */
export const SEED_CATEGORIES: SeedCategory[] = [
  {
    id: 'clothing-textiles',
    en: 'Clothing & Textiles',
    ar: 'الألبسة والنسيج',
    hue: 330,
    subcategories: [
      { slug: 'fabrics', en: 'Fabrics', ar: 'الأقمشة' },
      { slug: 'yarns', en: 'Yarns & Threads', ar: 'الخيوط والغزول' },
      { slug: 'mens-clothing', en: "Men's Clothing", ar: 'الألبسة الرجالية' },
      { slug: 'womens-clothing', en: "Women's Clothing", ar: 'الألبسة النسائية' },
      { slug: 'childrens-clothing', en: "Children's Clothing", ar: 'ألبسة الأطفال' },
      { slug: 'home-textiles', en: 'Bedding & Home Textiles', ar: 'المفروشات والبياضات' },
      { slug: 'workwear', en: 'Workwear & Uniforms', ar: 'ألبسة العمل واللباس الموحد' },
    ],
  },
  {
    id: 'food-agricultural',
    en: 'Food & Agricultural Products',
    ar: 'المواد الغذائية والمنتجات الزراعية',
    hue: 85,
    subcategories: [
      { slug: 'olive-oil', en: 'Olive Oil & Edible Oils', ar: 'زيت الزيتون والزيوت النباتية' },
      { slug: 'grains-legumes', en: 'Grains & Legumes', ar: 'الحبوب والبقوليات' },
      { slug: 'spices-herbs', en: 'Spices & Herbs', ar: 'البهارات والأعشاب' },
      { slug: 'sweets', en: 'Sweets & Confectionery', ar: 'الحلويات والسكاكر' },
      { slug: 'dairy', en: 'Dairy & Cheese', ar: 'الألبان والأجبان' },
      { slug: 'fruit-vegetables', en: 'Fresh Fruit & Vegetables', ar: 'الخضار والفواكه' },
      { slug: 'dried-fruit-nuts', en: 'Dried Fruit & Nuts', ar: 'الفواكه المجففة والمكسرات' },
      { slug: 'preserves', en: 'Preserves & Canned Food', ar: 'المعلبات والمونة' },
    ],
  },
  {
    id: 'cleaning-personal-care',
    en: 'Cleaning & Personal Care',
    ar: 'مواد التنظيف والعناية الشخصية',
    hue: 195,
    subcategories: [
      { slug: 'laurel-soap', en: 'Aleppo & Laurel Soap', ar: 'صابون الغار والصابون الحلبي' },
      { slug: 'detergents', en: 'Detergents & Washing Powder', ar: 'المنظفات ومساحيق الغسيل' },
      { slug: 'disinfectants', en: 'Disinfectants & Surface Cleaners', ar: 'المعقمات ومنظفات الأسطح' },
      { slug: 'hair-body', en: 'Hair & Body Care', ar: 'العناية بالشعر والجسم' },
      { slug: 'cosmetics', en: 'Cosmetics & Perfumes', ar: 'مستحضرات التجميل والعطور' },
      { slug: 'paper-products', en: 'Tissues & Paper Products', ar: 'المحارم والمنتجات الورقية' },
    ],
  },
  {
    id: 'furniture-home-decor',
    en: 'Furniture & Home Decor',
    ar: 'الأثاث والديكور المنزلي',
    hue: 28,
    subcategories: [
      { slug: 'living-room', en: 'Living Room Furniture', ar: 'أطقم الصالونات والكنب' },
      { slug: 'bedroom', en: 'Bedrooms', ar: 'غرف النوم' },
      { slug: 'office', en: 'Office Furniture', ar: 'الأثاث المكتبي' },
      { slug: 'kitchens', en: 'Kitchens', ar: 'المطابخ' },
      { slug: 'lighting', en: 'Lighting & Chandeliers', ar: 'الإنارة والثريات' },
      { slug: 'carpets', en: 'Carpets & Rugs', ar: 'السجاد والموكيت' },
      { slug: 'decor', en: 'Decor & Accessories', ar: 'الديكور والإكسسوارات' },
      { slug: 'outdoor', en: 'Garden & Outdoor', ar: 'أثاث الحدائق' },
    ],
  },
  {
    id: 'tools-industrial',
    en: 'Tools & Industrial Supplies',
    ar: 'العدد والمستلزمات الصناعية',
    hue: 212,
    subcategories: [
      { slug: 'hand-tools', en: 'Hand Tools', ar: 'العدد اليدوية' },
      { slug: 'power-tools', en: 'Power Tools', ar: 'العدد الكهربائية' },
      { slug: 'fasteners', en: 'Bolts & Fasteners', ar: 'البراغي ومواد التثبيت' },
      { slug: 'welding', en: 'Welding Supplies', ar: 'مستلزمات اللحام' },
      { slug: 'safety', en: 'Safety Equipment', ar: 'معدات السلامة المهنية' },
      { slug: 'measuring', en: 'Measuring Instruments', ar: 'أدوات القياس' },
    ],
  },
  {
    id: 'packaging-printing',
    en: 'Packaging & Printing',
    ar: 'التغليف والطباعة',
    hue: 40,
    subcategories: [
      { slug: 'cardboard', en: 'Cardboard Boxes', ar: 'العلب الكرتونية' },
      { slug: 'plastic-packaging', en: 'Plastic Containers', ar: 'العبوات البلاستيكية' },
      { slug: 'bags', en: 'Bags & Sacks', ar: 'الأكياس' },
      { slug: 'labels', en: 'Labels & Stickers', ar: 'اللصاقات والملصقات' },
      { slug: 'commercial-printing', en: 'Commercial Printing', ar: 'الطباعة التجارية' },
      { slug: 'glass-containers', en: 'Glass Jars & Bottles', ar: 'العبوات الزجاجية' },
    ],
  },
  {
    id: 'handicrafts-artisan',
    en: 'Handicrafts & Artisan Products',
    ar: 'الحرف اليدوية والمنتجات التراثية',
    hue: 285,
    subcategories: [
      { slug: 'mosaic-inlay', en: 'Mosaic & Mother-of-Pearl Inlay', ar: 'الموزاييك والتطعيم بالصدف' },
      { slug: 'brocade', en: 'Damascene Brocade', ar: 'البروكار الدمشقي' },
      { slug: 'blown-glass', en: 'Hand-blown Glass', ar: 'الزجاج المنفوخ' },
      { slug: 'copperware', en: 'Copper & Brassware', ar: 'النحاسيات' },
      { slug: 'pottery', en: 'Pottery & Ceramics', ar: 'الفخار والخزف' },
      { slug: 'embroidery', en: 'Embroidery & Aghabani', ar: 'التطريز والأغباني' },
    ],
  },
  {
    id: 'building-construction',
    en: 'Building & Construction Materials',
    ar: 'مواد البناء والإكساء',
    hue: 8,
    subcategories: [
      { slug: 'cement-concrete', en: 'Cement & Concrete', ar: 'الإسمنت والبيتون' },
      { slug: 'steel', en: 'Rebar & Steel', ar: 'حديد التسليح والفولاذ' },
      { slug: 'tiles-marble', en: 'Tiles & Marble', ar: 'البلاط والرخام' },
      { slug: 'paints', en: 'Paints & Coatings', ar: 'الدهانات' },
      { slug: 'plumbing', en: 'Plumbing & Sanitary Ware', ar: 'الأدوات الصحية والتمديدات' },
      { slug: 'insulation', en: 'Insulation', ar: 'مواد العزل' },
      { slug: 'doors-windows', en: 'Doors & Windows', ar: 'الأبواب والنوافذ' },
      { slug: 'blocks-stone', en: 'Blocks & Stone', ar: 'البلوك والحجر' },
    ],
  },
  {
    id: 'automotive-parts',
    en: 'Automotive Parts',
    ar: 'قطع غيار السيارات',
    hue: 232,
    subcategories: [
      { slug: 'engine', en: 'Engine Parts', ar: 'قطع المحرك' },
      { slug: 'tyres', en: 'Tyres & Rims', ar: 'الإطارات والجنوط' },
      { slug: 'batteries', en: 'Car Batteries', ar: 'بطاريات السيارات' },
      { slug: 'oils', en: 'Oils & Lubricants', ar: 'الزيوت والشحوم' },
      { slug: 'body-lights', en: 'Body Parts & Lights', ar: 'قطع الهيكل والأضواء' },
      { slug: 'brakes-suspension', en: 'Brakes & Suspension', ar: 'الفرامل والتعليق' },
    ],
  },
  {
    id: 'machines-production',
    en: 'Machines & Production Lines',
    ar: 'الآلات وخطوط الإنتاج',
    hue: 168,
    subcategories: [
      { slug: 'textile-machines', en: 'Textile & Sewing Machines', ar: 'آلات النسيج والخياطة' },
      { slug: 'food-machines', en: 'Food Processing Machines', ar: 'آلات تصنيع الأغذية' },
      { slug: 'packing-machines', en: 'Filling & Packing Machines', ar: 'آلات التعبئة والتغليف' },
      { slug: 'plastic-machines', en: 'Plastic Moulding Machines', ar: 'آلات حقن ونفخ البلاستيك' },
      { slug: 'woodworking', en: 'Woodworking Machines', ar: 'آلات النجارة' },
      { slug: 'generators', en: 'Generators & Compressors', ar: 'المولدات والضواغط' },
      { slug: 'agricultural', en: 'Agricultural Machinery', ar: 'الآلات الزراعية' },
    ],
  },
  {
    id: 'chemicals-pharmaceuticals',
    en: 'Chemicals & Pharmaceuticals',
    ar: 'الكيماويات والأدوية',
    hue: 135,
    subcategories: [
      { slug: 'industrial-chemicals', en: 'Industrial Chemicals', ar: 'الكيماويات الصناعية' },
      { slug: 'medicines', en: 'Medicines', ar: 'الأدوية' },
      { slug: 'medical-supplies', en: 'Medical Supplies', ar: 'المستلزمات الطبية' },
      { slug: 'fertilisers', en: 'Fertilisers & Pesticides', ar: 'الأسمدة والمبيدات' },
      { slug: 'plastic-raw', en: 'Plastic Raw Materials', ar: 'المواد الأولية للبلاستيك' },
      { slug: 'lab-supplies', en: 'Laboratory Supplies', ar: 'مستلزمات المخابر' },
    ],
  },
  {
    id: 'electronics-electrical',
    en: 'Electronics & Electrical',
    ar: 'الإلكترونيات والأدوات الكهربائية',
    hue: 258,
    subcategories: [
      { slug: 'solar', en: 'Solar Panels', ar: 'ألواح الطاقة الشمسية' },
      { slug: 'batteries-inverters', en: 'Batteries & Inverters', ar: 'البطاريات والإنفرترات' },
      { slug: 'cables', en: 'Cables & Wires', ar: 'الكابلات والأسلاك' },
      { slug: 'led-lighting', en: 'LED Lighting', ar: 'إنارة الليد' },
      { slug: 'home-appliances', en: 'Home Appliances', ar: 'الأجهزة المنزلية' },
      { slug: 'mobiles', en: 'Mobile Phones & Accessories', ar: 'الموبايلات وإكسسواراتها' },
      { slug: 'switchgear', en: 'Switches & Panels', ar: 'القواطع واللوحات الكهربائية' },
    ],
  },
];

export function subcategoryId(categoryId: string, slug: string): string {
  return `${categoryId}-${slug}`;
}

export interface SeedBanner {
  categoryId: CategoryId;
  en: string;
  ar: string;
}

/** The four home banners; each opens the supplier page of its category. */
export const SEED_BANNERS: SeedBanner[] = [
  { categoryId: 'food-agricultural', en: 'Syrian olive oil, grains and spices, direct from the producers', ar: 'زيت الزيتون والحبوب والبهارات السورية مباشرة من المنتجين' },
  { categoryId: 'clothing-textiles', en: 'Fabrics and clothing from the workshops of Aleppo and Damascus', ar: 'أقمشة وألبسة من ورشات حلب ودمشق' },
  { categoryId: 'building-construction', en: 'Everything for building and finishing, at wholesale prices', ar: 'كل ما تحتاجه للبناء والإكساء بأسعار الجملة' },
  { categoryId: 'machines-production', en: 'Machines and production lines to start or grow your factory', ar: 'آلات وخطوط إنتاج لتأسيس مصنعك أو توسيعه' },
];
