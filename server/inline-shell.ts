import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** How index.html names the two files the first paint waits for. */
const BOOT_TAG = '<script src="/boot.js"></script>';
const STYLESHEET_TAG = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/** A script file boot.js preloads once the page has been shown (public/boot.js). */
export function moduleMeta(href: string): string {
  return `<meta name="portal-module" content="${href}">`;
}

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
 * The scripts are named, not fetched: the main script becomes `<meta name="portal-entry">` and each
 * of its preloads `<meta name="portal-module">`. boot.js asks for them (the main script, then the
 * preloads) once a server-rendered page has shown what it was sent with: after its pictures have
 * loaded and a frame has been rendered. On a slow line the page's largest picture then has the
 * line to itself instead of sharing it with thirty script files, and the scripts never run (and
 * hydrate) before the server's markup has been shown. Without boot.js inline, the scripts stay as
 * they are.
 */
export function inlineShell(clientDir: string, html: string): string {
  let page = html;
  const boot = bootScript(clientDir);
  if (boot && page.includes(BOOT_TAG)) {
    page = page.replace(BOOT_TAG, () => `<script>${boot.source}</script>`);
    page = page.replace(ENTRY_TAG, (_, src: string) => `<meta name="portal-entry" content="${src}">`);
    page = page.replace(MODULE_PRELOAD, (_, src: string) => moduleMeta(src));
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
