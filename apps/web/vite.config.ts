import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = 'http://localhost:8080';

export default defineConfig({
  root,
  // Pre-compressed copies (.gz, .br) beside each asset: the gateway serves them without compressing per request.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. Other
        // libraries stay with the code that uses them, so the lazy screens' ones stay out of the first load.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
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
