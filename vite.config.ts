/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': dir('./src/'),
      '@mocks/': dir('./mocks/'),
      '@test/': dir('./test/'),
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  preview: { port: 4173, strictPort: false },
  server: { port: 5173 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    testTimeout: 15000,
  },
});
