import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig, parseAst, transformWithOxc, type Plugin } from 'vite';
import MagicString from 'magic-string';
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

/** A property of an endpoint's definition (ESTree): `name: value`, or a spread (kept as it is). */
interface EndpointProperty {
  type: string;
  key: { name?: string };
  start: number;
  end: number;
}

/** What the member site's calls read of an endpoint object (`requestOf`, `sendEncrypted`). */
const CALLED_BY = new Set(['method', 'path', 'encrypted', 'upload']);

/**
 * The member site's endpoint objects keep what a call reads: method, path, and whether the body is
 * sealed or a file. Their schemas (params, query, body, response, headers) stay on the server and
 * in the console, which checks answers: without this, every schema of every endpoint and the whole
 * of zod would come with the first page. Amounts encode without the schema (`requestOf`); the
 * forms import the schemas they resolve with, in their own lazy chunks.
 */
const endpointsWithoutSchemas = (): Plugin => ({
  name: 'endpoints-without-schemas',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]packages[\\/]contract[\\/]src[\\/].+[\\/]endpoints\.ts$/ },
    handler(code, id) {
      const source = new MagicString(code);
      const visit = (node: unknown): void => {
        if (typeof node !== 'object' || node === null) return;
        if (Array.isArray(node)) return node.forEach(visit);
        const call = node as { type?: string; callee?: { name?: string }; arguments?: unknown[] };
        const [definition] = call.arguments ?? [];
        if (call.type === 'CallExpression' && call.callee?.name === 'endpoint') {
          const { properties } = definition as { properties: EndpointProperty[] };
          for (const property of properties) {
            const name = property.type === 'Property' ? property.key.name : undefined;
            if (name === undefined || CALLED_BY.has(name)) continue;
            const comma = /^\s*,/.exec(code.slice(property.end));
            source.remove(property.start, property.end + (comma?.[0].length ?? 0));
          }
          return;
        }
        Object.values(node).forEach(visit);
      };
      visit(parseAst(code, { lang: 'ts' }, id));
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  },
});

/**
 * One stylesheet for the first page. Its modules are spread over several chunks (those shared with
 * lazy screens get their own), each with its own stylesheet: six render-blocking requests where one
 * does. Their styles are joined, in the order the page would link them (a chunk's imports before
 * the chunk), into one new file that the page links. The parts leave the bundle and the chunks no
 * longer name them, so a lazy screen that shares one of those chunks does not fetch them again.
 * (Measured with bench:lighthouse: the first paint about 0.1 s sooner than with six files; the
 * same styles inside the page were slower still, the page being that much larger.)
 */
const oneFirstStylesheet = (): Plugin => ({
  name: 'one-first-stylesheet',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (entry?.type !== 'chunk') return;
      const parts: string[] = [];
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return;
        seen.add(fileName);
        chunk.imports.forEach(visit);
        const css = chunk.viteMetadata?.importedCss ?? new Set<string>();
        for (const part of css) {
          const asset = bundle[part];
          if (asset?.type === 'asset') parts.push(String(asset.source));
          delete bundle[part];
        }
        css.clear();
      };
      visit(entry.fileName);
      const source = parts.join('\n');
      entry.viteMetadata?.importedCss.add(
        this.getFileName(this.emitFile({ type: 'asset', name: 'index.css', source })),
      );
    },
  },
});

export default defineConfig({
  root,
  // Preact renders the React code through `preact/compat` (the preset aliases `react` and `react-dom`):
  // the same components at a sixth of React DOM's size. Pre-compressed copies (.gz, .br) beside each
  // asset: the gateway serves them without compressing per request.
  plugins: [
    preact(),
    endpointsWithoutSchemas(),
    oneFirstStylesheet(),
    startAfterFirstPaint(),
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
  ],
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
