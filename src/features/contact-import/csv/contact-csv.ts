import type { CsvKind } from '@/shared/csv/csv-reading';
import type { DryRunOptions, DryRunResult } from './dry-run';
import type { InspectOptions, InspectResult } from './inspect-csv';

/** The first reading of a contact CSV: header, samples, row count, or why it cannot be imported. */
export const inspectContactCsv: CsvKind<InspectOptions, InspectResult> = {
  legacyEncoding: true,
  worker: () => new Worker(new URL('./inspect-worker.ts', import.meta.url), { type: 'module', name: 'contact-import-inspect' }),
  loadValidator: () => import('./inspect-csv').then((module) => module.createCsvInspector),
};

/** The dry run: every row checked with the mapping. */
export const dryRunContactCsv: CsvKind<DryRunOptions, DryRunResult> = {
  legacyEncoding: true,
  worker: () => new Worker(new URL('./dry-run-worker.ts', import.meta.url), { type: 'module', name: 'contact-import-dry-run' }),
  loadValidator: () => import('./dry-run').then((module) => module.createDryRun),
};
