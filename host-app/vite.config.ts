import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Workspace packages resolve to their `src` through the `@curbcut/source` export condition (a name of our own: some published packages ship a plain `source` condition pointing at raw TypeScript), so the app
// builds without prebuilding them. In development /api goes to a server on port 8080
// (`curbcut serve`); in production the server serves this build itself.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@curbcut/source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
