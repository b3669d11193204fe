import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('./client', import.meta.url));

export default defineConfig({
  root,
  // The platform serves the game pages under /house/ (and the API under /house/api).
  base: '/house/',
  plugins: [react()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the games: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/house/api': 'http://localhost:8080' },
  },
});
