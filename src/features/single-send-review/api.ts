import { forkJoin, of, type Observable } from 'rxjs';
import { catchError, map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { singleSendPath } from '@/shared/sending/single-send';
import type { RecipientsEstimateDto, ReviewNames, ScheduleAnswerDto, ScheduleRequestDto } from './types';

export const fetchRecipientsEstimate = (api: ApiClient, id: string) =>
  api.get<RecipientsEstimateDto>(`${singleSendPath(id)}/recipients_estimate`);

export const scheduleSingleSend = (api: ApiClient, id: string, body: ScheduleRequestDto) =>
  api.put<ScheduleAnswerDto>(`${singleSendPath(id)}/schedule`, body);

export const unscheduleSingleSend = (api: ApiClient, id: string) => api.delete<ScheduleAnswerDto>(`${singleSendPath(id)}/schedule`);

const byId = <T>(items: T[], id: (item: T) => string | number, name: (item: T) => string): Record<string, string> =>
  Object.fromEntries(items.map((item) => [String(id(item)), name(item)]));

/** Names are a courtesy: a list of names that cannot be read leaves its ids shown as they are. */
const names = <Body>(api: ApiClient, path: string, read: (body: Body) => Record<string, string>): Observable<Record<string, string>> =>
  api.get<Body>(path).pipe(
    map(read),
    catchError(() => of({})),
  );

/** The names of the senders, lists, segments and unsubscribe groups a review shows. */
export const fetchReviewNames = (api: ApiClient): Observable<ReviewNames> =>
  forkJoin({
    senders: names(api, '/marketing/senders', (body: { results: { id: number; nickname: string }[] }) =>
      byId(body.results, (sender) => sender.id, (sender) => sender.nickname),
    ),
    lists: names(api, '/marketing/lists?page_size=1000', (body: { result: { id: string; name: string }[] }) =>
      byId(body.result, (list) => list.id, (list) => list.name),
    ),
    segments: names(api, '/marketing/segments/2.0', (body: { results: { id: string; name: string }[] }) =>
      byId(body.results, (segment) => segment.id, (segment) => segment.name),
    ),
    groups: names(api, '/asm/groups', (body: { id: number; name: string }[]) => byId(body, (group) => group.id, (group) => group.name)),
  });
