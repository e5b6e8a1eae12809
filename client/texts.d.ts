// The browser's text loaders, one per language and text group, made by the build from the
// catalogues (vite.config.ts, textGroups; common/i18n/text-groups.ts).
declare module 'virtual:texts' {
  import type { TextGroup } from '#common/i18n/text-groups.ts';
  import type { Catalogue } from '#common/i18n/texts.ts';

  const loaders: Record<'ar' | 'en', Record<TextGroup, () => Promise<{ default: Catalogue }>>>;
  export default loaders;
}
