import { serveCsvReading } from '@/shared/csv/serve-csv-reading';
import { createDryRun } from './dry-run';

/** The import's dry run (every row checked, counted and reported) runs here, off the main thread. */
serveCsvReading(createDryRun);
