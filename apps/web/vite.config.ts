import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { compression } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = 'http://localhost:8080';

export default defineConfig({
  root,
  // Preact renders the React code through `preact/compat` (the preset aliases `react` and `react-dom`):
  // the same components at a sixth of React DOM's size. Pre-compressed copies (.gz, .br) beside each
  // asset: the gateway serves them without compressing per request.
  plugins: [preact(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
