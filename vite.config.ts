/// <reference types="vitest/config" />
import { randomBytes } from 'node:crypto';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { securityHeaders } from './src/app/security-headers.js';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ command, isPreview }) => {
  // The dev server writes a script and <style> tags into the page; Vite marks them with this nonce,
  // new at every start, and the dev policy allows it. Builds need none.
  const devNonce = command === 'serve' && !isPreview ? randomBytes(16).toString('base64') : undefined;
  return {
    plugins: [react()],
    html: { cspNonce: devNonce },
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
    preview: { port: 4173, strictPort: false, headers: securityHeaders() },
    server: { port: 5173, headers: securityHeaders(devNonce) },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      restoreMocks: true,
      testTimeout: 15000,
    },
  };
});
