// What harness benchmarks share: building a harness page (test/bench/<name>/, not part of the app) like the
// app is built, serving it with `vite preview`, and reading the renderer main thread's tasks from a trace.
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { freePort, repoRoot } from '../../e2e/lib/server.mjs';

/** Builds test/bench/<name>/ into dist-bench-<name>/ (React production mode, CSS modules, the `@/` alias). */
export async function buildHarness(name, log) {
  const root = join(repoRoot, 'test', 'bench', name);
  const outDir = join(repoRoot, `dist-bench-${name}`);
  log(`Building the harness into ${outDir}`);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@/': join(repoRoot, 'src') + '/' } },
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return { root, outDir };
}

/** Serves a built harness on a free port; { url, close }. */
export async function serveHarness({ root, outDir }) {
  const port = await freePort();
  const server = await preview({ configFile: false, root, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true } });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * Runs `action` while Chromium records a trace; returns its result and the renderer main thread's
 * top-level tasks meanwhile, each as { wall, cpu } in ms.
 */
export async function traced(cdp, action) {
  const events = [];
  const collect = (data) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
  let result;
  try {
    result = await action();
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  const mainThreads = new Set(
    events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = [];
  let end = -Infinity;
  for (const event of events
    .filter((candidate) => candidate.ph === 'X' && candidate.name === 'ThreadControllerImpl::RunTask' && mainThreads.has(`${candidate.pid}:${candidate.tid}`))
    .sort((a, b) => a.ts - b.ts)) {
    if (event.ts < end) continue; // nested in the previous task
    end = event.ts + event.dur;
    tasks.push({ wall: event.dur / 1000, cpu: (event.tdur ?? event.dur) / 1000 });
  }
  return { result, tasks };
}
