import { ADS_LIMITS } from './limits';
import type { AudienceSource } from './types';

/** The source key a form keeps: `list:<id>` or `segment:<id>`. */
export const sourceKey = (source: Pick<AudienceSource, 'kind' | 'id'>) => `${source.kind}:${source.id}`;

/** Contacts in the chosen sources, added up as the server counts them (each source matched on its own). */
export const audienceSizeOf = (sources: readonly AudienceSource[], keys: readonly string[]) =>
  sources.filter((source) => keys.includes(sourceKey(source))).reduce((sum, source) => sum + source.count, 0);

export const meetsMinimumAudience = (size: number) => size >= ADS_LIMITS.minAudienceSize;
