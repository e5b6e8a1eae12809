import type { BrowserContext } from 'playwright-core';
import ar from '#common/i18n/ar.json';
import en from '#common/i18n/en.json';
import type { RunningPortal } from '../support/server.ts';
import { openPage } from '../support/browser.ts';
import type { Suite } from '../support/suite.ts';
import { signUp, VIEWPORTS, type Lang } from '../shell/helpers.ts';

const catalogues = { ar, en } as const;

/** A text of the catalogue in one language, `{{name}}` placeholders filled in. */
export function catalogueText(lang: Lang, key: string, values: Record<string, string> = {}): string {
  let node: unknown = catalogues[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * Opens pages signed in as the admin of `email` (one of the portal's ADMIN_EMAILS): the admin signs
 * up on first use, and each page is a fresh context with that session's cookies copied in.
 */
export function adminPages(suite: Suite<{ portal: RunningPortal }>, email: string) {
  let adminContext: BrowserContext | undefined;
  return async function adminPage(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    if (!adminContext) {
      adminContext = await suite.browser.newContext();
      await signUp(adminContext, suite.portal, { email, name: 'Amal Admin' });
    }
    const opened = await openPage(suite.browser, { viewport });
    await opened.context.addCookies(await adminContext.cookies());
    return opened;
  };
}
