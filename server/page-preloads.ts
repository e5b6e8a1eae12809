import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '#common/i18n/options.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The build's record of the text groups each page loads beyond `core` (vite.config.ts, textGroups). */
interface TextsRecord {
  pages: Record<string, string[]>;
}

/** Every chunk a manifest entry runs before it: itself and its static imports. */
function staticClosure(manifest: Manifest, key: string, files: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** `client/app/routes/old-home.tsx` → `oldHome`, the page's name in client/app/page-texts.ts. */
function pageName(module: string): string {
  return path.basename(module, '.tsx').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The script files a server-rendered page needs beyond what index.html already names: the page's
 * own chunk, the chunks it imports, and its texts in the page's language (`core` and the page's
 * groups). Named in the HTML (`<meta name="portal-module">`, which public/boot.js turns into
 * preloads when it asks for the main script), they load beside the main script instead of after
 * it has run, which on a slow line is a round trip or two sooner for hydration.
 * Without a build manifest (a server started on sources) there is nothing to name.
 */
export function pagePreloads(clientDir: string): (module: string, language: Language) => string[] {
  let build: { manifest: Manifest; texts: TextsRecord; shell: Set<string> } | null | undefined;
  const load = () => {
    if (build !== undefined) return build;
    try {
      const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const texts = JSON.parse(readFileSync(path.join(clientDir, '.vite/texts.json'), 'utf8')) as TextsRecord;
      build = { manifest, texts, shell: staticClosure(manifest, 'index.html', new Set()) };
    } catch {
      build = null;
    }
    return build;
  };
  const cache = new Map<string, string[]>();

  return (module, language) => {
    const key = `${module} ${language}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const current = load();
    if (!current) return [];
    const { manifest, texts, shell } = current;
    const files = new Set<string>();
    staticClosure(manifest, module, files);
    for (const group of ['core', ...(texts.pages[pageName(module)] ?? [])]) staticClosure(manifest, `common/i18n/texts/${language}-${group}.js`, files);
    const hrefs = [...files].filter((file) => !shell.has(file) && file.endsWith('.js')).map((file) => `/${file}`);
    cache.set(key, hrefs);
    return hrefs;
  };
}
