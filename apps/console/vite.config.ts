import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = 'http://localhost:8080';

export default defineConfig({
  root,
  // The server mounts the console under /console/, beside the member site at /.
  base: '/console/',
  // Pre-compressed copies (.gz, .br) beside each asset: the gateway serves them without compressing per request.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. Other
        // libraries stay with the pages that use them (the HTML editor loads only with the content pages).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/console-api': gateway,
    },
  },
});
