import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
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
