// Which top-level sections of the catalogues (ar.json, en.json) the browser loads together
// (docs/decisions/014-performance.md, "The texts a page needs"). The catalogues stay one file per
// language, the only source of the texts; the build cuts each group out of them
// (vite.config.ts, textGroups). Relative imports only: vite.config.ts imports this file too.

/**
 * The groups, each a list of sections. `core` is the first load of every page: the shell, the
 * public pages' first view and the dialogs they open (enquiry, report, sign-in prompt); a page
 * that needs more names its groups in client/app/page-texts.ts, and they load with its code.
 */
export const TEXT_GROUPS = {
  core: [
    'brand',
    'common',
    'shell',
    'nav',
    'pages',
    'errors',
    'validation',
    'maintenance',
    'notFound',
    'home',
    'catalogue',
    'search',
    'vendors',
    'seller',
    'posts',
    'postDetail',
    'verification',
    'favorites',
    'upload',
    'enquiry',
    'report',
    'reports',
    'auth_required',
  ],
  postForm: ['postForm'],
  /** The field names a post's page shows beside its values, and the form above its fields. */
  postFields: ['postFields'],
  auth: ['auth', 'security'],
  account: ['account'],
  messages: ['messages', 'notifications'],
  communities: ['communities'],
  admin: ['admin'],
  guide: ['guide'],
  vision: ['vision'],
  privacy: ['privacy'],
} as const satisfies Record<string, readonly string[]>;

export type TextGroup = keyof typeof TEXT_GROUPS;

/** Sections only the server uses (the text messages it sends); the browser never loads them. */
export const SERVER_ONLY_SECTIONS: readonly string[] = ['sms'];

export const TEXT_GROUP_NAMES = Object.keys(TEXT_GROUPS) as TextGroup[];

/** The sections of a catalogue that one group holds, in a new object. */
export function pickTextGroup(catalogue: Record<string, unknown>, group: TextGroup): Record<string, unknown> {
  return Object.fromEntries(TEXT_GROUPS[group].map((section) => [section, catalogue[section]]));
}

/**
 * The sections of a catalogue that no group and no server-only list names: they would never
 * reach the browser, so the build and a test fail on them.
 */
export function ungroupedSections(catalogue: Record<string, unknown>): string[] {
  const grouped = new Set<string>([...Object.values(TEXT_GROUPS).flat(), ...SERVER_ONLY_SECTIONS]);
  return Object.keys(catalogue).filter((section) => !grouped.has(section));
}
