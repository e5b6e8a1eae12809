import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, requestLanguage } from '#common/i18n/language-cookie.ts';
import { textDirection, type Language } from '#common/i18n/options.ts';
import { SEARCH_LIMIT } from '#common/limits.ts';
import type { AppContext } from './context.ts';
import { inlineShell, moduleMeta } from './inline-shell.ts';
import { hitRateLimit, requestClientKey } from './lib/rate-limit.ts';
import { pagePreloads } from './page-preloads.ts';
import type { PageRenderer, RenderedPage } from './render-page.ts';
import { shareTagsFor, withShareTags } from './share-tags.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** Precompressed copies the build writes beside text files (vite.config.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Whether an Accept-Encoding header accepts an encoding (a q of 0 refuses it). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The decoded path, or undefined when its percent-encoding is broken (`/%E0%A4%A`). */
function decodePath(requestPath: string): string | undefined {
  try {
    return decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
}

/** The first picture a rendered page marks as its largest paint (`fetchpriority="high"`). */
const LEAD_PICTURE = /<img\s[^>]*\bfetchpriority="high"[^>]*>/i;

/**
 * The page's largest paint named in the head, when the rendered page marks one: the home page's
 * first banner, a post's first photo. The preload is the first request in the head (before the
 * scripts' preloads: on a line of six connections it gets one first) and carries the picture's
 * srcset and sizes, so the browser fetches the copy its `<img>` then shows (a phone-sized one on a
 * phone, the smallest for a reader saving data), never a second one. The attributes are copied as
 * the renderer wrote them, already escaped for HTML.
 */
export function withLeadPicture(html: string, markup: string): string {
  const picture = LEAD_PICTURE.exec(markup)?.[0];
  const attribute = (name: string) => (picture ? new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(picture)?.[1] : undefined);
  const src = attribute('src');
  if (!src) return html;
  const [srcSet, sizes] = [attribute('srcset'), attribute('sizes')];
  const responsive = srcSet && sizes ? ` imagesrcset="${srcSet}" imagesizes="${sizes}"` : '';
  const preload = `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high">\n`;
  const firstScript = html.indexOf('<script');
  return firstScript < 0 ? html.replace('</head>', () => `${preload}</head>`) : html.slice(0, firstScript) + preload + html.slice(firstScript);
}

/** The id the client reads the page's data from (client/lib/server-state.ts: SERVER_STATE_ID). */
const SERVER_STATE_ID = 'sbp-state';
/** A signed-in reader's session cookie (server/modules/auth/routes.ts: cookieName). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?sbp\.session_token=/;

/**
 * index.html with a server-rendered page inside `#root`, its data beside it as JSON (data, not
 * script: the CSP allows no inline script), `<html lang dir>` in the page's language, and the
 * page's own script files named for preloading.
 */
function withRenderedPage(html: string, page: RenderedPage, language: Language, preloads: string[]): string {
  const links = preloads.map((href) => `${moduleMeta(href)}\n`).join('');
  return html
    .replace(/<html[^>]*>/i, `<html lang="${language}" dir="${textDirection(language)}">`)
    .replace('</head>', () => `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`,
    );
}

/**
 * Serves the built client from config.clientDir. Hashed files under /assets/ are cached for a
 * year; every other path that is not a file gets index.html, and the client router decides. A
 * path that cannot be decoded names no page: it gets index.html with status 404, and the client
 * shows its not-found page. Public pages come rendered with their data when `render` can render
 * them (server/render-page.ts), in the language of `?lang=`, else of the language cookie.
 */
export function staticRoutes(ctx: AppContext, render?: PageRenderer) {
  const app = new Hono();
  const root = ctx.config.clientDir;
  let indexHtml: string | undefined;
  const preloadsOf = pagePreloads(root);

  const loadIndex = async () => {
    indexHtml ??= await readFile(path.join(root, 'index.html'), 'utf8').then(
      (html) => inlineShell(root, html),
      () => undefined,
    );
    return indexHtml;
  };

  app.get('*', async (c) => {
    const requestPath = decodePath(c.req.path);
    if (requestPath === undefined) {
      const html = await loadIndex();
      if (!html) return c.text('Not found', 404);
      c.header('cache-control', 'no-cache');
      return c.html(html, 404);
    }
    const filePath = path.normalize(path.join(root, requestPath));
    if (filePath.startsWith(root + path.sep) && path.basename(filePath) !== 'index.html') {
      const info = await stat(filePath).catch(() => undefined);
      if (info?.isFile()) {
        const immutable = requestPath.startsWith('/assets/');
        const headers: Record<string, string> = {
          'content-type': TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream',
          // The service worker is checked on every visit, so that a release replaces it at once.
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : requestPath === '/sw.js' ? 'no-cache' : 'public, max-age=0, must-revalidate',
        };
        const accepted = c.req.header('accept-encoding');
        for (const { encoding, suffix } of PRECOMPRESSED) {
          if (!acceptsEncoding(accepted, encoding)) continue;
          const compressed = await readFile(filePath + suffix).catch(() => undefined);
          if (compressed) return c.body(compressed, 200, { ...headers, 'content-encoding': encoding, vary: 'Accept-Encoding' });
        }
        // Files with a compressed copy vary by encoding even when this client takes none.
        if (PRECOMPRESSED.some(({ suffix }) => existsSync(filePath + suffix))) headers.vary = 'Accept-Encoding';
        return c.body(await readFile(filePath), 200, headers);
      }
    }
    if (path.extname(requestPath) && !requestPath.endsWith('.html')) {
      return c.text('Not found', 404);
    }
    const html = await loadIndex();
    if (!html) {
      return c.text('The client is not built. Run `npm run build`, or `npm start`, which builds it when missing.', 503);
    }
    c.header('cache-control', 'no-cache');
    const tags = await shareTagsFor(ctx, requestPath, c.req.query('lang'));
    const shell = tags ? withShareTags(html, tags) : html;
    const isSavingData = c.req.header('save-data')?.trim().toLowerCase() === 'on';
    const language = requestLanguage(c.req.query('lang'), getCookie(c, LANGUAGE_COOKIE));
    // A `?lang=` link followed before the page's scripts run (or without them) keeps its language
    // for the next page too: the server remembers it as the browser's script would.
    if (c.req.query('lang') === language && getCookie(c, LANGUAGE_COOKIE) !== language) {
      setCookie(c, LANGUAGE_COOKIE, language, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'Lax' });
    }
    const url = new URL(c.req.url);
    // A search page is a search: it counts against the reader's search limit, and over it the page
    // is rendered in the browser, whose search is then refused with its message.
    const isOverSearchLimit =
      requestPath === '/search' && !(await hitRateLimit(ctx, `${SEARCH_LIMIT.name}:client:${requestClientKey(ctx, c)}`, SEARCH_LIMIT.perClient, SEARCH_LIMIT.windowSeconds)).allowed;
    const rendered = isOverSearchLimit ? undefined : await render?.(`${ctx.config.publicUrl}${url.pathname}${url.search}`, language, isSavingData);
    // The page depends on the language cookie and on Save-Data; it is the same for every reader otherwise.
    c.header('vary', 'Cookie, Save-Data', { append: true });
    // A post paused by its owner is "not found" to a visitor: its owner gets the page rendered in their browser.
    const isOwnersView = rendered?.status === 404 && /^\/(supplier|listing)\//.test(requestPath) && SESSION_COOKIE.test(c.req.header('cookie') ?? '');
    if (!rendered || isOwnersView) return c.html(shell);
    return c.html(withRenderedPage(withLeadPicture(shell, rendered.html), rendered, language, preloadsOf(rendered.module, language)), rendered.status as 200 | 404);
  });
  return app;
}
