import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { arabicFontSubset } from './scripts/arabic-font-subset.ts';
import { PAGE_TEXTS } from './client/app/page-texts.ts';
import { pickTextGroup, TEXT_GROUP_NAMES, ungroupedSections, type TextGroup } from './common/i18n/text-groups.ts';

const OUT_DIR = 'dist/client';
/** The server's entry, built beside the client (serverEntryBuild). */
const SERVER_OUT_DIR = 'dist/server';
/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build, so that the server sends the smallest encoding the browser accepts without
 * compressing anything per request (server/static.ts).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'portal-precompress',
    apply: 'build',
    async closeBundle() {
      const files = (await readdir(OUT_DIR, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(OUT_DIR, file);
          const body = await readFile(full);
          if (body.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/** The virtual module of the browser's text loaders (client/lib/i18n.ts, client/texts.d.ts). */
const TEXTS_MODULE = 'virtual:texts';
/**
 * A group of a language's texts as a module of its own: `common/i18n/texts/ar-core.js`, made by
 * textGroups (no such file exists), which is also its key in the build manifest.
 */
const TEXT_GROUP_ID = /\/common\/i18n\/texts\/(ar|en)-(\w+)\.js$/;

/**
 * Cuts the catalogues (common/i18n/ar.json, en.json: one file per language, the only source of the
 * texts) into the groups of common/i18n/text-groups.ts, a chunk per language and group, and gives
 * the browser `virtual:texts`, a loader for each. In the build it also names each language's
 * `core` chunk in index.html (`<meta name="portal-catalogue-ar">`), so that public/boot.js, which
 * knows the reader's language before anything loads, preloads that one alongside the main chunk;
 * and it writes which groups each page loads (client/app/page-texts.ts) beside the build's
 * manifest (`.vite/texts.json`) for scripts/check-budgets.mjs.
 */
export function textGroups(): Plugin {
  const catalogue = (language: string) => path.resolve(`common/i18n/${language}.json`);
  const groupModule = (language: string, group: string) => path.resolve(`common/i18n/texts/${language}-${group}.js`);
  let isServerBuild = false;
  return {
    name: 'portal-text-groups',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    resolveId(id) {
      if (id === TEXTS_MODULE) return `\0${TEXTS_MODULE}`;
      const group = TEXT_GROUP_ID.exec(id);
      return group ? groupModule(group[1]!, group[2]!) : undefined;
    },
    async load(id) {
      if (id === `\0${TEXTS_MODULE}`) {
        const loaders = ['ar', 'en'].map((language) => {
          const groups = TEXT_GROUP_NAMES.map((group) => `${group}: () => import(${JSON.stringify(groupModule(language, group))})`);
          return `${language}: { ${groups.join(', ')} }`;
        });
        return `export default { ${loaders.join(', ')} };`;
      }
      const group = TEXT_GROUP_ID.exec(id);
      if (!group) return undefined;
      const [, language, name] = group as unknown as [string, string, TextGroup];
      if (!TEXT_GROUP_NAMES.includes(name)) throw new Error(`No text group ${name} (common/i18n/text-groups.ts)`);
      this.addWatchFile(catalogue(language));
      const texts = JSON.parse(await readFile(catalogue(language), 'utf8')) as Record<string, unknown>;
      const ungrouped = ungroupedSections(texts);
      if (ungrouped.length > 0) throw new Error(`Sections of ${language}.json in no text group: ${ungrouped.join(', ')} (common/i18n/text-groups.ts)`);
      // JSON.parse of a string: quicker for the browser than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(pickTextGroup(texts, name)))});`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const tags = ['ar', 'en'].map((language) => {
          const chunk = Object.values(context.bundle ?? {}).find(
            (output) => output.type === 'chunk' && output.facadeModuleId === groupModule(language, 'core'),
          );
          if (!chunk) throw new Error(`No chunk holds the ${language} core texts`);
          return { tag: 'meta', attrs: { name: `portal-catalogue-${language}`, content: `/${chunk.fileName}` }, injectTo: 'head-prepend' as const };
        });
        return { html, tags };
      },
    },
    generateBundle() {
      if (isServerBuild) return;
      this.emitFile({ type: 'asset', fileName: '.vite/texts.json', source: JSON.stringify({ pages: PAGE_TEXTS }, null, 2) });
    },
  };
}

/**
 * Writes the build's id over `const BUILD = 'development'` in the service worker (public/sw.js,
 * copied as is), so that every release is a new worker with caches of its own and the last
 * release's caches, whose pages name scripts that are gone, are deleted when it takes over.
 * Runs on writeBundle, before precompress() compresses the result on closeBundle.
 */
function serviceWorkerBuild(): Plugin {
  return {
    name: 'portal-service-worker-build',
    apply: 'build',
    async writeBundle(_options, bundle) {
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) {
        const output = bundle[name]!;
        hash.update(name);
        if (name === 'index.html' && output.type === 'asset') hash.update(output.source);
      }
      const file = path.join(OUT_DIR, 'sw.js');
      const source = await readFile(file, 'utf8');
      const stamped = source.replace("const BUILD = 'development';", `const BUILD = '${hash.digest('hex').slice(0, 12)}';`);
      if (stamped === source) throw new Error('public/sw.js no longer declares its BUILD');
      await writeFile(file, stamped);
    },
  };
}

/**
 * Builds the server's rendering entry (client/entry-server.tsx) as dist/server/entry-server.js
 * once the client is built, so that every `vite build` (npm run build, npm start, the browser
 * tests) leaves both halves in step. Self-contained, in React's production build: the server
 * imports it without Vite and whatever NODE_ENV it runs under (server/render-page.ts).
 */
function serverEntryBuild(): Plugin {
  return {
    name: 'portal-server-entry-build',
    apply: (config, { isSsrBuild }) => config.mode !== 'server-entry' && !isSsrBuild,
    async closeBundle() {
      await build({
        configFile: false,
        mode: 'server-entry',
        logLevel: 'warn',
        plugins: [react(), textGroups()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'client/entry-server.tsx',
          outDir: SERVER_OUT_DIR,
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          target: 'node20',
          rollupOptions: {
            // The server holds both catalogues (common/i18n/setup.ts): the client's lazy imports of text groups are no split here.
            onwarn(warning, warn) {
              if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
            },
          },
        },
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), arabicFontSubset(), textGroups(), serviceWorkerBuild(), precompress(), serverEntryBuild()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: which chunks each page loads (scripts/check-budgets.mjs).
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The runtime and the libraries every page runs travel as one file instead of a dozen:
          // on a slow line each file is a request, and small files compress worse.
          groups: [{ name: 'runtime', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|use-sync-external-store)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, ws: true },
      '/storage': `http://localhost:${process.env.API_PORT ?? 3001}`,
    },
  },
});
