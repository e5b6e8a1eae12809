import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { build, defineConfig, type Plugin } from 'vite';
import { arabicFontSubset } from './scripts/arabic-font-subset.ts';

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

/**
 * Names each language's catalogue chunk in index.html (`<meta name="portal-catalogue-ar">`), so
 * that public/boot.js, which knows the reader's language before anything loads, can preload the
 * one the page will show alongside the main chunk instead of after it.
 */
function catalogueHints(): Plugin {
  return {
    name: 'portal-catalogue-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const tags = ['ar', 'en'].flatMap((language) => {
          const chunk = Object.values(context.bundle ?? {}).find(
            (output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(`/common/i18n/${language}.json`)),
          );
          if (!chunk) throw new Error(`No chunk holds the ${language} catalogue`);
          return [{ tag: 'meta', attrs: { name: `portal-catalogue-${language}`, content: `/${chunk.fileName}` }, injectTo: 'head-prepend' as const }];
        });
        return { html, tags };
      },
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
        plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
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
            // The server holds both catalogues (common/i18n/setup.ts): the client's lazy import of one is no split here.
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
  plugins: [preact({ devToolsEnabled: false }), tailwindcss(), arabicFontSubset(), catalogueHints(), serviceWorkerBuild(), precompress(), serverEntryBuild()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: which chunks each page loads (scripts/check-budgets.mjs).
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, ws: true },
      '/storage': `http://localhost:${process.env.API_PORT ?? 3001}`,
    },
  },
});
