// Finds the Chromium binary the e2e tests and benchmarks drive (Debian's `chromium` package; Playwright's
// own browser downloads do not work on these machines). Order: $CHROMIUM_PATH, then /usr/bin/chromium;
// when neither exists and we are root with apt-get, install Debian's package; otherwise fail with a clear
// message saying what to install.
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { spawnSync } from 'node:child_process';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export class ChromiumMissingError extends Error {}

const missingMessage = (why) =>
  [
    `Chromium is needed for the browser tests, but ${why}.`,
    'Install Debian\'s package:',
    '    sudo apt-get install chromium',
    'or point CHROMIUM_PATH at an existing Chromium/Chrome binary, e.g.',
    '    CHROMIUM_PATH=/path/to/chromium npm run test:e2e',
    '(`npx playwright install` does not work here: browser downloads are blocked; playwright-core drives the system Chromium.)',
  ].join('\n');

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, command)));
}

function run(command, args, log) {
  log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Returns the path of a Chromium binary, installing Debian's package when allowed and possible.
 * Throws ChromiumMissingError (with install instructions) otherwise.
 */
export function resolveChromium({ install = true, log = (line) => console.log(line) } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new ChromiumMissingError(missingMessage(`CHROMIUM_PATH=${fromEnv} is not an executable file`));
  }
  if (isExecutable(DEFAULT_CHROMIUM_PATH)) return DEFAULT_CHROMIUM_PATH;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && onPath('apt-get')) {
    log(`Chromium not found at ${DEFAULT_CHROMIUM_PATH}; installing Debian's chromium package (DEBIAN_FRONTEND=noninteractive):`);
    const updated = run('apt-get', ['update'], log);
    const installed = updated === 0 ? run('apt-get', ['install', '-y', 'chromium'], log) : updated;
    if (installed === 0 && isExecutable(DEFAULT_CHROMIUM_PATH)) {
      log(`Installed ${DEFAULT_CHROMIUM_PATH}.`);
      return DEFAULT_CHROMIUM_PATH;
    }
    throw new ChromiumMissingError(
      missingMessage(
        installed === 0
          ? `apt-get finished and ${DEFAULT_CHROMIUM_PATH} is still not an executable file`
          : `installing it with apt-get failed (exit code ${installed})`,
      ),
    );
  }
  const why = existsSync(DEFAULT_CHROMIUM_PATH)
    ? `${DEFAULT_CHROMIUM_PATH} is not executable`
    : `it was not found at ${DEFAULT_CHROMIUM_PATH} and CHROMIUM_PATH is not set` +
      (install && !isRoot ? ' (not root, so it was not installed automatically)' : '');
  throw new ChromiumMissingError(missingMessage(why));
}
