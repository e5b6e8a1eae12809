import { pathToFileURL } from 'node:url';
import type { RenderedPage, RenderOptions } from '#client/entry-server.tsx';
import type { Language } from '#common/i18n/options.ts';
import type { AppContext } from './context.ts';

export type { RenderedPage };

/** A page that takes longer than this to render is sent as the plain shell, rendered in the browser. */
export const RENDER_TIMEOUT_MS = 3000;

interface ServerEntry {
  renderPage(options: RenderOptions): Promise<RenderedPage | undefined>;
}

const renderRequests = new WeakSet<Request>();

/**
 * True for an API request the page renderer made in-process: it has no client address of its own,
 * and the reader's page request was counted against the per-client limits already (server/static.ts).
 */
export function isRenderRequest(request: Request): boolean {
  return renderRequests.has(request);
}

/** Renders a page for a visitor; undefined when the browser renders it alone (server/static.ts). */
export type PageRenderer = (url: string, language: Language, isSavingData?: boolean) => Promise<RenderedPage | undefined>;

/**
 * Renders public pages with their data (docs/decisions/015-server-rendering.md), from the built
 * entry (config.serverEntry), whose API requests go to `api`, the server's own app, without the
 * reader's cookies: every page is rendered as a visitor sees it. A page that fails or takes
 * longer than RENDER_TIMEOUT_MS is logged and left to the browser, never an error for the reader.
 */
export function pageRenderer(ctx: AppContext, api: (request: Request) => Response | Promise<Response>): PageRenderer {
  let entry: Promise<ServerEntry | undefined> | undefined;
  const load = () =>
    (entry ??= (import(pathToFileURL(ctx.config.serverEntry).href) as Promise<ServerEntry>).catch((error: unknown) => {
      ctx.logger.warn('server rendering is off: its entry did not load (run `npm run build`)', { entry: ctx.config.serverEntry, error: String(error) });
      return undefined;
    }));
  const send: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), ctx.config.publicUrl), init);
    renderRequests.add(request);
    return api(request);
  };

  return async (url, language, isSavingData = false) => {
    const module = await load();
    if (!module) return undefined;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`rendering took longer than ${RENDER_TIMEOUT_MS} ms`);
        controller.abort(error);
        reject(error);
      }, RENDER_TIMEOUT_MS);
    });
    try {
      const page = await Promise.race([module.renderPage({ url, language, api: send, signal: controller.signal, isSavingData }), timeout]);
      // A query its route's loader did not load is sent as loading (client/app/route-loaders.ts).
      if (page && page.unloaded.length > 0) ctx.logger.warn('a server-rendered page read queries its loader did not load', { url, queries: page.unloaded });
      return page;
    } catch (error) {
      ctx.logger.warn('server render failed; the page is rendered in the browser', { url, error: error instanceof Error ? error.stack : String(error) });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
