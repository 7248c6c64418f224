import type { ApiClient } from '@/shared/api/client';
import { singleSendPath, type SingleSendDto } from '@/shared/sending/single-send';
import type { LinkStatsDto, StatsPageDto } from './types';

const STATS = '/marketing/stats/singlesends';

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

/** The batch form: totals of up to 25 sends at once (here, the one on screen). */
export const fetchBatchStats = (api: ApiClient, ids: readonly string[]) => api.get<StatsPageDto>(`${STATS}?${query({ singlesend_ids: ids.join(',') })}`);

/** The A/B variant form: one send's figures per variation and phase, in total or per day in the user's timezone. */
export const fetchVariantStats = (api: ApiClient, id: string, aggregatedBy: 'total' | 'day', timezone: string) =>
  api.get<StatsPageDto>(
    `${STATS}/${encodeURIComponent(id)}?${query({ aggregated_by: aggregatedBy, group_by: 'ab_variation,ab_phase', timezone, page_size: '50' })}`,
  );

export const fetchLinkStats = (api: ApiClient, id: string, variation: string | undefined) =>
  api.get<LinkStatsDto>(`${STATS}/${encodeURIComponent(id)}/links?${query({ group_by: 'ab_variation', ab_variation_id: variation, page_size: '50' })}`);

/** The send's totals per variation and phase as CSV text (ENDPOINTS.md §6), every cell formula-safe. */
export const exportStatsCsv = (api: ApiClient, id: string, timezone: string) => api.get<string>(`${STATS}/export?${query({ ids: id, timezone })}`);

/** Designed: picks the winner of a manual A/B test; answers the send. */
export const pickWinner = (api: ApiClient, id: string, variationId: string) =>
  api.post<SingleSendDto>(`${singleSendPath(id)}/abtest/winner`, { variation_id: variationId });
