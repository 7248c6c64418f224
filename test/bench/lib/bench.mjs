// What the benchmarks share: the median of a series, and a Chromium session against the built app.
import { ChromiumMissingError, resolveChromium } from '../../e2e/lib/chromium.mjs';
import { ensureBuilt, startPreview } from '../../e2e/lib/server.mjs';
import { launchBrowser, newPage } from '../../e2e/lib/browser.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Finds Chromium, builds and serves the app with `vite preview` unless BASE_URL names a running server,
 * opens one page session and hands `measure` { session, baseURL }; always closes the browser and stops
 * the server. The benchmark's process exits 1 with the reason when anything fails.
 */
export async function runBrowserBench(log, measure) {
  try {
    process.env.CHROMIUM_PATH = resolveChromium({ log });
    let server = null;
    let baseURL = process.env.BASE_URL;
    if (!baseURL) {
      ensureBuilt({ log });
      server = await startPreview({ log });
      baseURL = server.baseURL;
    }
    const browser = await launchBrowser();
    try {
      const session = await newPage(browser, { baseURL, timeout: 30_000 });
      await measure({ session, baseURL });
      await session.close();
    } finally {
      await browser.close();
      await server?.stop();
    }
  } catch (error) {
    console.error(error instanceof ChromiumMissingError ? error.message : error.stack || error);
    process.exit(1);
  }
}
