import { serveCsvReading } from '@/shared/csv/serve-csv-reading';
import { createCsvInspector } from './inspect-csv';

/** The contact CSV's first reading (header, samples, row count) runs here, off the main thread. */
serveCsvReading(createCsvInspector);
