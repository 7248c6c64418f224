// Builds the app when needed and serves dist/ with `vite preview` on a free loopback port.
// Shared by test/e2e/run.mjs and the benchmarks in test/bench/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const viteBin = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');

/** E2E_DIST_DIR: another build folder, so two people can build and serve at once (default dist/). */
export const distDir = process.env.E2E_DIST_DIR ? join(repoRoot, process.env.E2E_DIST_DIR) : join(repoRoot, 'dist');

const BUILD_INPUTS = ['src', 'mocks', 'public', 'index.html', 'vite.config.ts', 'package.json', '.env.mock'];

/** The newest modification time among the build's inputs (0 when none exist). */
function newestInputTime() {
  let newest = 0;
  const visit = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const input of BUILD_INPUTS) visit(join(repoRoot, input));
  return newest;
}

/**
 * Runs `npm run build` when dist/index.html is missing or older than the sources (src, mocks, public,
 * index.html, config), or always with { force: true }. Returns whether it built.
 */
export function ensureBuilt({ force = false, log = (line) => console.log(line) } = {}) {
  const index = join(distDir, 'index.html');
  let reason = force ? 'asked to' : null;
  if (!reason && !existsSync(index)) reason = 'dist/index.html is missing';
  if (!reason && statSync(index).mtimeMs < newestInputTime()) reason = 'dist/ is older than the sources';
  if (!reason) return false;
  log(`Building the app (${reason}): npm run build`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--', '--outDir', distDir], { cwd: repoRoot, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`npm run build failed (exit code ${result.status})`);
  return true;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startOnce(port, { timeoutMs, log, verbose }) {
  const args = [viteBin, 'preview', '--mode', 'mock', '--outDir', distDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (verbose) process.stderr.write(`[preview] ${chunk}`);
  };
  child.stdout.setEncoding('utf8').on('data', collect);
  child.stderr.setEncoding('utf8').on('data', collect);
  let exited = false;
  child.once('exit', () => (exited = true));

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) return { ok: false, output };
    try {
      const response = await fetch(`${baseURL}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        await response.arrayBuffer();
        log(`vite preview is answering on ${baseURL}`);
        return { ok: true, server: { baseURL, port, child, stop: () => stopChild(child), output: () => output } };
      }
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  await stopChild(child);
  throw new Error(`vite preview did not answer on ${baseURL} within ${timeoutMs} ms. Its output:\n${output}`);
}

/**
 * Starts `vite preview --mode mock` on a free port of 127.0.0.1 and resolves once it answers.
 * Returns { baseURL, port, stop() }. Retries with another port if the chosen one was taken meanwhile.
 */
export async function startPreview({ port, timeoutMs = 30_000, log = (line) => console.log(line), verbose = !!process.env.E2E_VERBOSE } = {}) {
  if (!existsSync(viteBin)) throw new Error(`${viteBin} not found; run npm ci first.`);
  let lastOutput = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const chosen = port ?? (await freePort());
    log(`Starting vite preview on 127.0.0.1:${chosen}`);
    const result = await startOnce(chosen, { timeoutMs, log, verbose });
    if (result.ok) return result.server;
    lastOutput = result.output;
    if (port) break; // a fixed port: do not try others
  }
  throw new Error(`vite preview exited before answering. Its output:\n${lastOutput}`);
}
