// The mock backend's start: the chunk main.tsx imports (mocks/browser.ts) and every chunk it imports
// statically that the entry does not already load, gzipped at level 9, from the build's manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const MOCK_START = 'mocks/browser.ts';

function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** { chunk, chunkGzip, files, totalGzip } in bytes, or null without a mock build's manifest. */
export function mockStartSize(dist) {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  if (!manifest[MOCK_START]) return null;
  const gzip = (key) => gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length;
  const entry = staticClosure(manifest, 'index.html');
  const start = [...staticClosure(manifest, MOCK_START)].filter((key) => !entry.has(key));
  return { chunk: manifest[MOCK_START].file, chunkGzip: gzip(MOCK_START), files: start.length, totalGzip: start.reduce((sum, key) => sum + gzip(key), 0) };
}
