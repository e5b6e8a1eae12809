import { GOVERNORATES } from '#common/constants/governorates.ts';
import { SEED_CATEGORIES } from './reference-data.ts';

export interface SeedCommunity {
  id: string;
  kind: 'sector' | 'region';
  categoryId: string | null;
  governorate: string | null;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  /** Hue of a region's cover; a sector's cover is its category's banner artwork. */
  hue: number;
}

/** One community per supplier category (twelve), then one per governorate (fourteen). */
export const SEED_COMMUNITIES: SeedCommunity[] = [
  ...SEED_CATEGORIES.map((category) => ({
    id: `sector-${category.id}`,
    kind: 'sector' as const,
    categoryId: category.id,
    governorate: null,
    nameAr: `مجتمع ${category.ar}`,
    nameEn: `${category.en} Community`,
    descriptionAr: `مساحة لمصانع وموردي وتجار قطاع ${category.ar} في سوريا: تبادلوا أخبار السوق والأسعار، واسألوا عن المواد الأولية والآلات، وابحثوا عن شركاء وعملاء.`,
    descriptionEn: `A place for the factories, suppliers and traders of ${category.en} in Syria: share market news and prices, ask about raw materials and machines, and find partners and customers.`,
    hue: category.hue,
  })),
  ...GOVERNORATES.map((governorate, index) => ({
    id: `region-${governorate.id}`,
    kind: 'region' as const,
    categoryId: null,
    governorate: governorate.id,
    nameAr: `أعمال ${governorate.ar}`,
    nameEn: `${governorate.en} Business`,
    descriptionAr: `لأصحاب الأعمال في محافظة ${governorate.ar}: أخبار السوق المحلية، وطلبات التوريد والنقل، والمعارض واللقاءات، والتعارف بين مصانع المحافظة وتجارها.`,
    descriptionEn: `For businesses in ${governorate.en} governorate: local market news, supply and transport requests, fairs and meetups, and introductions between its factories and traders.`,
    hue: (index * 26 + 190) % 360,
  })),
];
