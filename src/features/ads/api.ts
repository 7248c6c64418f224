import { forkJoin, type Observable } from 'rxjs';
import { filter, map, switchMap } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { basedOnRevision } from '@/shared/api/edit-precondition';
import type { UploadEvent, Uploader } from '@/shared/api/uploader';
import type { ListDto } from '@/shared/audience/list';
import type { AdCampaignDto, AdCampaignRequest, AdCreativeDto, AdLibraryImage, AdPartner, AdSettingsDto, AudienceSource } from './types';

/** The designed ads endpoints (mocks/README.md "Ads"). */
const ADS = '/marketing/ads';
const campaignPath = (id: string) => `${ADS}/campaigns/${encodeURIComponent(id)}`;

export const fetchAdSettings = (api: ApiClient) => api.get<AdSettingsDto>(`${ADS}/settings`);

/**
 * The partner's sign-in hands back an authorization code, which the connection then trades for access.
 * (In the mock the sign-in is a dialog of the app posting to the mock's stand-in for the partner.)
 */
export const connectPartner = (api: ApiClient, partner: AdPartner, login: string) =>
  api.post<{ authorization_code: string }>(`${ADS}/partners/${partner}/sign_in`, { login }).pipe(
    switchMap(({ authorization_code }) => api.post<AdSettingsDto>(`${ADS}/connections`, { partner, authorization_code })),
  );

/** Without a partner, every partner is disconnected. */
export const disconnectPartner = (api: ApiClient, partner?: AdPartner) =>
  api.delete<AdSettingsDto>(partner === undefined ? `${ADS}/connections` : `${ADS}/connections/${partner}`);

export const chooseAdAccount = (api: ApiClient, adAccountId: string) =>
  api.put<AdSettingsDto>(`${ADS}/settings/ad_account`, { ad_account_id: adAccountId });

export const fetchCampaigns = (api: ApiClient) => api.get<{ result: AdCampaignDto[] }>(`${ADS}/campaigns`).pipe(map((body) => body.result));

export const fetchCampaign = (api: ApiClient, id: string) => api.get<AdCampaignDto>(campaignPath(id));

export const createCampaign = (api: ApiClient, request: AdCampaignRequest) => api.post<AdCampaignDto>(`${ADS}/campaigns`, request);

/** Both saves name the `updated_at` the edit started from (If-Match): a campaign saved since is answered 409, not overwritten. */
export const updateCampaign = (api: ApiClient, id: string, request: Partial<AdCampaignRequest>, basedOn: string) =>
  api.patch<AdCampaignDto>(campaignPath(id), request, basedOnRevision(basedOn));

export const saveCreative = (api: ApiClient, id: string, creative: AdCreativeDto, basedOn: string) =>
  api.patch<AdCampaignDto>(campaignPath(id), { creative }, basedOnRevision(basedOn));

export const deleteCampaign = (api: ApiClient, id: string) => api.delete<unknown>(campaignPath(id));

export const publishCampaign = (api: ApiClient, id: string) => api.post<AdCampaignDto>(`${campaignPath(id)}/publish`, undefined);

interface SegmentSummaryDto {
  id: string;
  name: string;
  contacts_count: number;
  status?: { query_validation?: string };
}

/** Every list and segment, with their counts: what a target audience is made of. */
export const fetchAudienceSources = (api: ApiClient): Observable<AudienceSource[]> =>
  forkJoin([
    api.get<{ result: ListDto[] }>('/marketing/lists', { query: { page_size: 1000 } }),
    api.get<{ results: SegmentSummaryDto[] }>('/marketing/segments/2.0'),
  ]).pipe(
    map(([lists, segments]) => [
      ...lists.result.map((list): AudienceSource => ({ kind: 'list', id: list.id, name: list.name, count: list.contact_count })),
      ...segments.results.map(
        (segment): AudienceSource => ({
          kind: 'segment',
          id: segment.id,
          name: segment.name,
          count: segment.contacts_count,
          invalid: segment.status?.query_validation === 'INVALID',
        }),
      ),
    ]),
  );

interface ImageDto {
  id: string;
  name: string;
  url: string;
  thumbnail: string;
  width: number;
  height: number;
}

const toLibraryImage = ({ id, name, url, thumbnail, width, height }: ImageDto): AdLibraryImage => ({ id, name, url, thumbnail, width, height });

/** The newest images of the account's library (spec §7 GET /images). */
export const fetchLibraryImages = (api: ApiClient) =>
  api.get<{ result: ImageDto[] }>('/images', { query: { page_size: 100 } }).pipe(map((body) => body.result.map(toLibraryImage)));

/** POST /images, multipart (spec §7); only the answer matters here. */
export const uploadLibraryImage = (uploader: Uploader, file: File) => {
  const form = new FormData();
  form.append('upload', file);
  form.append('name', file.name);
  return uploader.upload<ImageDto>('/images', form).pipe(
    filter((event): event is Extract<UploadEvent<ImageDto>, { type: 'answered' }> => event.type === 'answered'),
    map((event) => toLibraryImage(event.body)),
  );
};
