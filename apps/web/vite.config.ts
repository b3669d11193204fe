import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig, transformWithOxc, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { compression } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = 'http://localhost:8080';

/**
 * In the built page `src/start.ts` is the one script: the app's entry and the modules it would
 * preload are handed to it (`data-entry`, `data-preload`), and it asks for them once the first
 * paint (index.html's first-paint frame) is on screen. It also starts `src/intl-warmup.ts`
 * (`data-intl-warmup`), a worker. Both are files of their own with no imports: as bundle entries,
 * the bundler would move shared app modules into them.
 */
const startAfterFirstPaint = (): Plugin => {
  let startFile = '';
  let intlWarmupFile = '';
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    async buildStart() {
      const emitScript = async (name: string) => {
        const source = readFileSync(new URL(`src/${name}.ts`, import.meta.url), 'utf8');
        const { code } = await transformWithOxc(source, `${name}.ts`, { lang: 'ts' });
        return this.getFileName(this.emitFile({ type: 'asset', name: `${name}.js`, source: code }));
      };
      startFile = await emitScript('start');
      intlWarmupFile = await emitScript('intl-warmup');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
        if (entry === undefined) throw new Error('start-after-first-paint: no entry script in index.html');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        const start =
          `<script type="module" crossorigin src="/${startFile}" data-entry="${entry}" ` +
          `data-intl-warmup="/${intlWarmupFile}" ` +
          `data-preload="${preloads.map((link) => link[1]).join(' ')}"></script>`;
        let page = html.replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () => start);
        for (const [link] of preloads) page = page.replace(link, '');
        return page;
      },
    },
  };
};

export default defineConfig({
  root,
  // Preact renders the React code through `preact/compat` (the preset aliases `react` and `react-dom`):
  // the same components at a sixth of React DOM's size. Pre-compressed copies (.gz, .br) beside each
  // asset: the gateway serves them without compressing per request.
  plugins: [preact(), startAfterFirstPaint(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Styles live beside what they style, so each lazy screen's CSS loads with that screen (its
    // script waits for it: nothing is drawn unstyled). The first page reads the entry's stylesheet
    // and the kit's shared parts: about 12.5 KB gzipped in three files, against 15 KB in one when
    // every screen's CSS came with the first page.
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        // The renderer and router change less often than the app: their own chunk stays cached across releases. Other
        // libraries stay with the code that uses them, so the lazy screens' ones stay out of the first load.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](preact|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/wps': gateway,
      '/lgw': gateway,
      '/docs': gateway,
      '/health': gateway,
      // The live notifications: socket.io upgrades to a WebSocket on the same origin.
      '/socket.io': { target: gateway, ws: true },
    },
  },
});
