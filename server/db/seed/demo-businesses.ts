import type { BusinessTypeId } from '#common/constants/business-types.ts';
import type { CategoryId } from '#common/constants/categories.ts';
import { GOVERNORATES, type GovernorateId } from '#common/constants/governorates.ts';
import type { AppContext } from '#server/context.ts';
import { createRandom } from './random.ts';

export interface DemoBusiness {
  /** Deterministic profile id, `demo-0001` … */
  id: string;
  /** Where the account of this business would receive mail; not stored in profiles. */
  email: string;
  fullName: string;
  businessName: string | null;
  type: BusinessTypeId;
  governorate: GovernorateId;
  categories: CategoryId[];
  /** The language the business writes in. */
  language: 'ar' | 'en';
  isVerified: boolean;
  phone: string;
  whatsapp: string;
  description: string | null;
  address: string | null;
  website: string | null;
  createdAt: Date;
}

/** One row of the hand-written list: [full name, business name, type, governorate, categories, speciality]. */
type Entry = [string, string | null, BusinessTypeId, GovernorateId, CategoryId[], string | null];

// Believable businesses across the country; about a quarter write in English.
const ENTRIES: Entry[] = [
  ['محمد خير حلاق', 'مصنع النسيم للألبسة القطنية', 'factory', 'aleppo', ['clothing-textiles'], 'الألبسة القطنية الرجالية وألبسة الأطفال'],
  ['Ahmad Kayyali', 'Levant Denim Mills', 'factory', 'aleppo', ['clothing-textiles'], 'denim fabrics and jeans'],
  ['عبد الرحمن دباغ', 'شركة الشهباء للغزل والنسيج', 'company', 'aleppo', ['clothing-textiles'], 'غزل الخيوط القطنية وحياكة الأقمشة'],
  ['رنا القباني', 'معمل ياسمين الشام للعبايات', 'factory', 'damascus', ['clothing-textiles'], 'العبايات والألبسة النسائية'],
  ['حسن الأحمد', 'معصرة الزيتون الذهبي', 'factory', 'idlib', ['food-agricultural'], 'عصر زيت الزيتون وتعبئته'],
  ['سمر الخطيب', 'شركة بيت المونة للصناعات الغذائية', 'company', 'rif-dimashq', ['food-agricultural'], 'المكدوس ودبس الرمان والمونة البيتية'],
  ['Khaled Al-Masri', 'Hauran Grains Trading', 'wholesaler', 'daraa', ['food-agricultural'], 'wheat, lentils, chickpeas and bulgur'],
  ['فواز العلي', 'مستودع الجزيرة للحبوب والبقول', 'wholesaler', 'al-hasakah', ['food-agricultural'], 'القمح والعدس والحمص'],
  ['مأمون الحموي', 'حلويات وموالح قصر الفستق', 'factory', 'hama', ['food-agricultural'], 'الحلويات الشرقية والمكسرات المحمصة'],
  ['زكريا جبيلي', 'مصبنة الغار الأصيل', 'factory', 'aleppo', ['cleaning-personal-care'], 'صابون الغار الحلبي المعتّق'],
  ['وسيم الأتاسي', 'شركة النقاء للمنظفات', 'company', 'homs', ['cleaning-personal-care', 'chemicals-pharmaceuticals'], 'المنظفات السائلة ومساحيق الغسيل'],
  ['Lina Haddad', 'Damask Rose Cosmetics', 'company', 'damascus', ['cleaning-personal-care'], 'rose water, perfume oils and natural cosmetics'],
  ['سمير النجار', 'مفروشات الأصالة', 'factory', 'rif-dimashq', ['furniture-home-decor'], 'أطقم الكنب وغرف النوم الخشبية'],
  ['نور الدين الشامي', 'معرض الريحان للأثاث المكتبي', 'trader', 'damascus', ['furniture-home-decor'], 'الأثاث المكتبي والكراسي'],
  ['ماهر الدقاق', 'ثريات ونحاسيات الحميدية', 'trader', 'damascus', ['furniture-home-decor', 'handicrafts-artisan'], 'الثريات النحاسية والإنارة الشرقية'],
  ['Rami Deeb', 'Coastal Wood Works', 'factory', 'latakia', ['furniture-home-decor'], 'kitchens, wardrobes and garden furniture'],
  ['بشار كيالي', 'مؤسسة الفولاذ للعدد الصناعية', 'supplier', 'aleppo', ['tools-industrial'], 'العدد اليدوية والكهربائية ومستلزمات اللحام'],
  ['طارق السباعي', 'مستودع الأمان لمعدات السلامة', 'wholesaler', 'homs', ['tools-industrial'], 'معدات السلامة المهنية والبراغي'],
  ['إياد الحلبي', 'شركة الكرتون الحديث', 'factory', 'rif-dimashq', ['packaging-printing'], 'العلب الكرتونية المضلعة والمطبوعة'],
  ['Yara Mardini', 'Orient Print House', 'company', 'damascus', ['packaging-printing'], 'offset printing, labels and packaging design'],
  ['عمار الشيخ', 'معمل الشرق للعبوات البلاستيكية', 'factory', 'hama', ['packaging-printing', 'chemicals-pharmaceuticals'], 'عبوات PET والأكياس البلاستيكية'],
  ['جهاد شلق', 'بيت الموزاييك الدمشقي', 'company', 'damascus', ['handicrafts-artisan'], 'الموزاييك والتطعيم بالصدف'],
  ['أنطون مزنّر', 'نول البروكار الدمشقي', 'factory', 'damascus', ['handicrafts-artisan', 'clothing-textiles'], 'البروكار الدمشقي الحريري'],
  ['سلمان أبو فخر', 'فخاريات جبل العرب', 'trader', 'as-suwayda', ['handicrafts-artisan'], 'الفخار والخزف اليدوي'],
  ['Fadi Sabbagh', 'Qalamoun Stone & Marble', 'company', 'rif-dimashq', ['building-construction'], 'marble, stone cladding and tiles'],
  ['مازن جندلي', 'شركة البناء الحديث لمواد البناء', 'wholesaler', 'homs', ['building-construction'], 'الإسمنت وحديد التسليح'],
  ['عبد الله الجاسم', 'دهانات الفرات', 'factory', 'deir-ez-zor', ['building-construction', 'chemicals-pharmaceuticals'], 'الدهانات ومواد العزل'],
  ['علي سليمان', 'ألمنيوم الساحل', 'factory', 'tartus', ['building-construction'], 'الأبواب والنوافذ الألمنيوم'],
  ['حسام الزعبي', 'مركز النجمة لقطع غيار السيارات', 'trader', 'damascus', ['automotive-parts'], 'قطع غيار السيارات الكورية واليابانية'],
  ['Omar Al-Hussein', 'Raqqa Tyres & Batteries', 'trader', 'raqqa', ['automotive-parts'], 'tyres, batteries and lubricants'],
  ['ياسر قدور', 'شركة الزيوت الوطنية', 'supplier', 'hama', ['automotive-parts'], 'زيوت المحركات والشحوم'],
  ['وائل أصفري', 'الشركة السورية للآلات الصناعية', 'company', 'aleppo', ['machines-production'], 'ماكينات الخياطة والنسيج وخطوط الإنتاج'],
  ['نزار الخوري', 'مولدات الوادي', 'supplier', 'homs', ['machines-production', 'electronics-electrical'], 'المولدات والضواغط بيعاً وإيجاراً'],
  ['Majd Al-Khatib', 'Golan Agri Machinery', 'trader', 'quneitra', ['machines-production', 'food-agricultural'], 'tractors and farm equipment'],
  ['د. ريم العظمة', 'مختبرات الحياة للصناعات الدوائية', 'factory', 'rif-dimashq', ['chemicals-pharmaceuticals'], 'الأدوية العامة والمستلزمات الطبية'],
  ['جمال العبد الله', 'شركة الخصب للأسمدة', 'supplier', 'al-hasakah', ['chemicals-pharmaceuticals', 'food-agricultural'], 'الأسمدة والمبيدات الزراعية'],
  ['Tarek Halabi', 'Sun Energy Syria', 'company', 'damascus', ['electronics-electrical'], 'solar panels, lithium batteries and inverters'],
  ['باسل إبراهيم', 'كهربائيات النور', 'wholesaler', 'latakia', ['electronics-electrical'], 'الكابلات والقواطع وإنارة الليد'],
  ['سامر عيسى', 'موبايلات الشام', 'trader', 'damascus', ['electronics-electrical'], 'الموبايلات والإكسسوارات'],
  ['أحمد العمر', null, 'buyer', 'idlib', ['building-construction', 'electronics-electrical'], null],
  ['لمى سعيد', null, 'buyer', 'tartus', ['furniture-home-decor', 'food-agricultural'], null],
  ['Hani Nassar', null, 'buyer', 'aleppo', ['machines-production', 'packaging-printing'], null],
];

const TYPE_AR: Record<BusinessTypeId, string> = {
  factory: 'مصنع متخصص في',
  supplier: 'مؤسسة توريد متخصصة في',
  wholesaler: 'مستودع جملة متخصص في',
  company: 'شركة متخصصة في',
  trader: 'مكتب تجاري متخصص في',
  buyer: '',
};
const TYPE_EN: Record<BusinessTypeId, string> = {
  factory: 'A factory specialising in',
  supplier: 'A supplier of',
  wholesaler: 'A wholesaler of',
  company: 'A company specialising in',
  trader: 'A trading house dealing in',
  buyer: '',
};
const CLOSING_AR = [
  'نورّد إلى جميع المحافظات ونؤمّن الشحن حتى مستودع الزبون.',
  'نقبل طلبات التصنيع حسب المواصفات وبالكميات التجارية.',
  'أسعار جملة منافسة وخصومات للطلبيات الكبيرة.',
  'نلتزم بالجودة والمواعيد، ولدينا خبرة طويلة في السوق المحلية والتصدير.',
  'يسعدنا استقبالكم في صالة العرض أو التواصل عبر واتساب.',
];
const CLOSING_EN = [
  'We deliver to every governorate.',
  'We manufacture to specification in commercial quantities.',
  'Competitive wholesale prices and discounts on large orders.',
  'Reliable quality and delivery, for the local market and for export.',
  'Visit our showroom or message us on WhatsApp.',
];
// Where the factories of a governorate stand, when it has a named industrial city.
const INDUSTRIAL_AREAS: Partial<Record<GovernorateId, [string, string]>> = {
  aleppo: ['المدينة الصناعية في الشيخ نجار', 'Sheikh Najjar Industrial City'],
  'rif-dimashq': ['مدينة عدرا الصناعية', 'Adra Industrial City'],
  homs: ['مدينة حسياء الصناعية', 'Hassia Industrial City'],
  'deir-ez-zor': ['المدينة الصناعية في دير الزور', 'Deir ez-Zor Industrial City'],
};
const MOBILE_PREFIXES = ['93', '94', '95', '96', '98', '99'];
const DAY = 24 * 60 * 60 * 1000;

function governorateName(id: GovernorateId, language: 'ar' | 'en'): string {
  const governorate = GOVERNORATES.find((entry) => entry.id === id)!;
  return governorate[language];
}

/** The demo businesses, the same list on every call (dates are counted back from `now`). */
export function buildDemoBusinesses(now = new Date()): DemoBusiness[] {
  const random = createRandom(40_963);
  return ENTRIES.map(([fullName, businessName, type, governorate, categories, speciality], index) => {
    const id = `demo-${String(index + 1).padStart(4, '0')}`;
    const language = /[\u0600-\u06ff]/.test(fullName) ? 'ar' : 'en';
    const phone = `+963${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
    const whatsapp = random.chance(0.8) ? phone : `+963${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
    const founded = random.int(1985, 2022);
    const place = governorateName(governorate, language);
    let description: string | null = null;
    if (speciality) {
      description =
        language === 'ar'
          ? `${TYPE_AR[type]} ${speciality} في ${place}، تأسس عام ${founded}. ${random.pick(CLOSING_AR)}`
          : `${TYPE_EN[type]} ${speciality}, based in ${place} since ${founded}. ${random.pick(CLOSING_EN)}`;
      if (language === 'ar' && (type === 'company' || type === 'supplier')) description = description.replace('تأسس عام', 'تأسست عام');
    }
    const area = INDUSTRIAL_AREAS[governorate];
    let address: string | null = null;
    if (type === 'factory') {
      address = area ? `${area[language === 'ar' ? 0 : 1]}، ${place}` : language === 'ar' ? `المنطقة الصناعية، ${place}` : `Industrial Zone, ${place}`;
      if (language === 'en') address = address.replace('، ', ', ');
    } else if (type !== 'buyer') {
      address = language === 'ar' ? `السوق التجاري، ${place}` : `Commercial district, ${place}`;
    }
    const website =
      language === 'en' && businessName ? `https://${businessName.toLowerCase().replace(/[^a-z]+/g, '')}.example` : null;
    // Members joined over the past two years, all before the last three months of posts.
    const createdAt = new Date(now.getTime() - random.int(95, 730) * DAY - random.int(0, DAY - 1));
    return {
      id,
      email: `${id}@demo.syriabusiness.example`,
      fullName,
      businessName,
      type,
      governorate,
      categories,
      language,
      isVerified: type !== 'buyer' && index % 3 === 0,
      phone,
      whatsapp,
      description,
      address,
      website,
      createdAt,
    };
  });
}

export interface SeededBusiness {
  id: string;
  email: string;
}

/**
 * Creates the profiles of the demo businesses (skipping ids that exist) and returns every demo
 * business's id and e-mail, so that login accounts can be made for them.
 */
export async function seedDemoBusinesses(ctx: AppContext, now = new Date()): Promise<SeededBusiness[]> {
  const businesses = buildDemoBusinesses(now);
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('profiles')
      .values(
        businesses.map((business) => ({
          id: business.id,
          full_name: business.fullName,
          business_name: business.businessName,
          business_type: business.type,
          company_description: business.description,
          governorate: business.governorate,
          address: business.address,
          phone: business.phone,
          whatsapp: business.whatsapp,
          website: business.website,
          is_verified: business.isVerified,
          created_at: business.createdAt,
          updated_at: business.createdAt,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });
  return businesses.map((business) => ({ id: business.id, email: business.email }));
}
