import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** How index.html names the two files the first paint waits for. */
const BOOT_TAG = '<script src="/boot.js"></script>';
const STYLESHEET_TAG = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

export interface BootScript {
  source: string;
  /** The CSP source that allows exactly this script inline: `'sha256-…'`. */
  cspSource: string;
}

const bootScripts = new Map<string, BootScript | null>();

/** The built client's boot.js and its hash, or undefined when the client has none (a server on sources). */
export function bootScript(clientDir: string): BootScript | undefined {
  let script = bootScripts.get(clientDir);
  if (script === undefined) {
    try {
      const source = readFileSync(path.join(clientDir, 'boot.js'), 'utf8');
      script = { source, cspSource: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
    } catch {
      script = null;
    }
    bootScripts.set(clientDir, script);
  }
  return script ?? undefined;
}

/**
 * index.html with boot.js and the stylesheet written into it. Both block the first paint; as
 * files, each costs a round trip after the HTML (about 0.3 s on a slow 4G line) before anything
 * shows. Inline, the page paints from the HTML alone. boot.js runs under the CSP by its hash
 * (server/app.ts), never by allowing inline scripts in general. The files stay in the build
 * (the service worker keeps boot.js for the offline shell).
 *
 * The main script becomes a `modulepreload` marked `data-portal-entry`, which boot.js runs after
 * the first paint: loaded as early as before, but never run (and hydrating) before the server's
 * markup has been shown, as happens when the scripts arrive first (from the cache, or on a fast
 * line). Without boot.js inline, the script stays as it is.
 */
export function inlineShell(clientDir: string, html: string): string {
  let page = html;
  const boot = bootScript(clientDir);
  if (boot && page.includes(BOOT_TAG)) {
    page = page.replace(BOOT_TAG, () => `<script>${boot.source}</script>`);
    // The main script is fetched with the HTML but run by boot.js once the page has painted.
    page = page.replace(ENTRY_TAG, (_, src: string) => `<link rel="modulepreload" crossorigin href="${src}" data-portal-entry>`);
    page = page.replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
  }
  const stylesheet = STYLESHEET_TAG.exec(page);
  if (stylesheet) {
    try {
      const css = readFileSync(path.join(clientDir, stylesheet[1]!), 'utf8');
      page = page.replace(stylesheet[0], () => `<style>${css}</style>`);
    } catch {
      // The stylesheet is missing from the build: the link stays, and the browser reports it.
    }
  }
  return page;
}
