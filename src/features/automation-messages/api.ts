import { throwError, type Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { catchApiError } from '@/shared/epics/catch-failure';
import type { StoredMessageContent } from './types';

interface DesignContentDto {
  name: string;
  editor: 'design' | 'code';
  html_content: string;
  design_document?: object | null;
  plain_content: string;
}

const designContent = (api: ApiClient, path: string) =>
  api
    .get<DesignContentDto>(path)
    .pipe(map((design) => ({ name: design.name, content: { html_content: design.html_content, design_document: design.design_document ?? null, plain_content: design.plain_content, editor: design.editor } })));

/**
 * A design's name and content: a system design (GET /designs/pre-builts/{id}) or one of yours (GET
 * /designs/{id}), and when one of yours is not found, the system design of that id (a reloaded page no
 * longer knows which list the design was chosen from).
 */
export function fetchDesignContent(api: ApiClient, id: string, system: boolean): Observable<{ name: string; content: StoredMessageContent }> {
  const preBuilt = () => designContent(api, `/designs/pre-builts/${encodeURIComponent(id)}`);
  if (system) return preBuilt();
  return designContent(api, `/designs/${encodeURIComponent(id)}`).pipe(catchApiError((error) => (error.status === 404 ? preBuilt() : throwError(() => error))));
}
