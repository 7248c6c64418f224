import { serveCsvReading } from '@/shared/csv/serve-csv-reading';
import { createAddressCollector } from './address-collector';

/** The unsubscribe CSV worker: PapaParse and the address checks run here, off the main thread. */
serveCsvReading(createAddressCollector);
