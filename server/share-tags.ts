import { formatPrice } from '#common/format.ts';
import { textDirection, translator } from '#common/i18n/setup.ts';
import type { AppContext } from './context.ts';
import type { StoredImage } from './db/column-types.ts';
import { escapeHtml } from './lib/html.ts';
import { findSharedCategory } from './modules/share-tags/find-shared-category.ts';
import { findSharedPost } from './modules/share-tags/find-shared-post.ts';
import { findSharedSeller } from './modules/share-tags/find-shared-seller.ts';

export { escapeHtml };

/** What a link preview (WhatsApp, Facebook, Telegram, X) shows for one shareable page. */
export interface ShareTags {
  lang: 'ar' | 'en';
  title: string;
  description: string;
  /** Absolute URL of the preview image. */
  image: string;
  /** Absolute URL of the page. */
  url: string;
  type: 'website' | 'product' | 'profile';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DESCRIPTION_MAX = 200;
/** Share previews use the largest stored variant up to this width. */
const SHARE_IMAGE_WIDTH = 1280;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : flat;
}

function absolute(ctx: AppContext, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${ctx.config.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

function imageUrl(ctx: AppContext, image: StoredImage | null | undefined): string {
  if (!image || typeof image.url !== 'string') return absolute(ctx, '/share-image.png');
  const variants = Array.isArray(image.variants) ? [...image.variants].sort((a, b) => a - b) : [];
  const width = variants.includes(SHARE_IMAGE_WIDTH) ? SHARE_IMAGE_WIDTH : (variants.filter((w) => w <= SHARE_IMAGE_WIDTH).at(-1) ?? variants[0]);
  return absolute(ctx, width ? `${image.url}-${width}.webp` : image.url);
}

/**
 * The link-preview tags of a shareable page (products, listings, sellers, categories), in the
 * page's language (`?lang=`, Arabic by default), or null for any other path or an unknown or
 * paused post. Hooked into the HTML the server sends, so previews work without JavaScript.
 */
export async function shareTagsFor(ctx: AppContext, path: string, langParam: string | undefined): Promise<ShareTags | null> {
  const lang = langParam === 'en' ? 'en' : 'ar';
  const t = translator(lang);
  const brand = lang === 'en' ? ctx.config.brandEn : ctx.config.brandAr;
  const url = `${ctx.config.publicUrl}${path}${lang === 'en' ? '?lang=en' : ''}`;
  const titled = (name: string) => t('catalogue.share.title', { name, brand });
  const { db } = ctx.database;
  const segments = path.split('/').filter(Boolean);
  const [first, second, third] = segments;

  const kind = first === 'supplier' ? 'product' : first === 'listing' ? 'listing' : undefined;
  if (kind && second && segments.length === 2 && UUID.test(second)) {
    const post = await findSharedPost(db, { kind, id: second });
    if (!post) return null;
    const fallback =
      kind === 'product'
        ? t('catalogue.share.productDescription', {
            name: post.title,
            company: post.company,
            price: formatPrice({ min: post.priceMin, max: post.priceMax, currency: post.currency }, lang),
          })
        : t('catalogue.share.listingDescription', { name: post.title });
    return {
      lang,
      title: titled(post.title),
      description: clip(post.description || fallback),
      image: imageUrl(ctx, post.image),
      url,
      type: 'product',
    };
  }
  if (first === 'seller' && second && segments.length === 2) {
    const row = await findSharedSeller(db, { id: second });
    if (!row) return null;
    const name = row.business_name || row.full_name;
    return {
      lang,
      title: titled(name),
      description: clip(row.company_description || t('catalogue.share.sellerDescription', { name })),
      image: row.avatar_url ? absolute(ctx, row.avatar_url) : absolute(ctx, '/share-image.png'),
      url,
      type: 'profile',
    };
  }
  if (first === 'category' && second) {
    const isSuppliers = second === 'suppliers';
    const categoryId = isSuppliers ? third : second;
    if (!categoryId || segments.length > (isSuppliers ? 5 : 4)) return null;
    const row = await findSharedCategory(db, { id: categoryId });
    if (!row) return null;
    const name = lang === 'en' ? row.name_en : row.name_ar;
    return {
      lang,
      title: titled(name),
      description: t(isSuppliers ? 'catalogue.share.supplierCategoryDescription' : 'catalogue.share.categoryDescription', { name }),
      image: row.image_url ? absolute(ctx, row.image_url) : absolute(ctx, '/share-image.png'),
      url,
      type: 'website',
    };
  }
  return null;
}

/** Writes the tags into index.html: title, description, Open Graph and Twitter, and lang/dir. */
export function withShareTags(html: string, tags: ShareTags): string {
  const title = escapeHtml(tags.title);
  const description = escapeHtml(tags.description);
  const head = [
    `<meta property="og:type" content="${tags.type === 'profile' ? 'profile' : tags.type === 'product' ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${escapeHtml(tags.image)}" />`,
    `<meta property="og:url" content="${escapeHtml(tags.url)}" />`,
    `<meta property="og:locale" content="${tags.lang === 'en' ? 'en_US' : 'ar_SY'}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(tags.image)}" />`,
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
  ].join('\n    ');
  return html
    .replace(/<html[^>]*>/i, `<html lang="${tags.lang}" dir="${textDirection(tags.lang)}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>/i, () => `<meta name="description" content="${description}" />`)
    .replace(/<\/head>/i, () => `    ${head}\n  </head>`);
}
