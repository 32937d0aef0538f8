import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// The API runs on port 3000 (`npm start`); the dev server forwards to it so the
// browser talks to one origin, exactly as in production.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/route-size.mjs reads it to add up what the sign-in page loads.
    manifest: true,
    rollupOptions: {
      // The coaches' app, and the contacts' client portal: a light app of its own for phones.
      input: { main: 'index.html', portal: 'portal.html' },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // Anchored patterns, so app routes such as /developer/… stay with the app.
      '^/api/': { target: api, changeOrigin: true },
      '^/realtime': { target: api, ws: true, changeOrigin: true },
      '^/healthz$': { target: api, changeOrigin: true },
      '^/dev/': { target: api, changeOrigin: true },
      // Contact photos and other public files the API serves from storage.
      '^/uploads/': { target: api, changeOrigin: true },
    },
  },
});
