import type { Observable } from 'rxjs';
import type { ApiClient, RequestOptions } from '@/shared/api/client';
import {
  AUTOMATIONS_PATH,
  automationPath,
  type AutomationDto,
  type AutomationMessageDto,
  type AutomationRequestDto,
  type MessageCreateDto,
  type MessageRequestDto,
} from './automation';
import type { AutomationTemplateKey } from './automation-limits';

/**
 * The designed automation calls that more than one automations feature makes (mocks/README.md
 * "Automations"); each feature keeps its own others (the index's list and bulk delete, the contact list,
 * the stats). Every call answers the whole automation where it changes it, so a screen can show what
 * the server kept.
 */
export const fetchAutomation = (api: ApiClient, id: string): Observable<AutomationDto> => api.get<AutomationDto>(automationPath(id));

export const createAutomation = (api: ApiClient, template: AutomationTemplateKey, name?: string): Observable<AutomationDto> =>
  api.post<AutomationDto>(AUTOMATIONS_PATH, name === undefined ? { template } : { template, name });

/** Refused (400, AutomationErrorDto[]) while live, and on the exit-criteria and goal limits; 409 when `If-Match` names an older revision. */
export const patchAutomation = (api: ApiClient, id: string, patch: AutomationRequestDto, options?: RequestOptions): Observable<AutomationDto> =>
  api.patch<AutomationDto>(automationPath(id), patch, options);

/** Validates everything first: 400 with every problem as AutomationErrorDto[] (field, message, message_number); 409 when `If-Match` names an older revision. */
export const setAutomationLive = (api: ApiClient, id: string, options?: RequestOptions): Observable<AutomationDto> =>
  api.post<AutomationDto>(`${automationPath(id)}/live`, undefined, options);

/** Stops every email: the contacts in it leave it. 409 when `If-Match` names an older revision. */
export const disableAutomation = (api: ApiClient, id: string, options?: RequestOptions): Observable<AutomationDto> =>
  api.post<AutomationDto>(`${automationPath(id)}/disable`, undefined, options);

/** A draft named "Copy of <name>"; refused on the exit-criteria and goal limits. */
export const duplicateAutomation = (api: ApiClient, id: string): Observable<AutomationDto> => api.post<AutomationDto>(`${automationPath(id)}/duplicate`);

export const deleteAutomation = (api: ApiClient, id: string): Observable<void> => api.delete<void>(automationPath(id));

export const createAutomationMessage = (api: ApiClient, id: string, create: MessageCreateDto): Observable<AutomationDto> =>
  api.post<AutomationDto>(`${automationPath(id)}/messages`, create);

/** Content may change while live (the editor's autosave); delay and inbox options only while not live. */
export const patchAutomationMessage = (api: ApiClient, id: string, number: number, patch: MessageRequestDto, options?: RequestOptions): Observable<AutomationMessageDto> =>
  api.patch<AutomationMessageDto>(`${automationPath(id)}/messages/${number}`, patch, options);

export const deleteAutomationMessage = (api: ApiClient, id: string, number: number): Observable<AutomationDto> =>
  api.delete<AutomationDto>(`${automationPath(id)}/messages/${number}`);

export const addAutomationBranch = (api: ApiClient, id: string, sequenceId: string, condition: 'opened' | 'clicked'): Observable<AutomationDto> =>
  api.post<AutomationDto>(`${automationPath(id)}/branches`, { sequence_id: sequenceId, condition });

/** Removes the branching step and the emails of both its paths. */
export const deleteAutomationBranch = (api: ApiClient, id: string, branchId: string): Observable<AutomationDto> =>
  api.delete<AutomationDto>(`${automationPath(id)}/branches/${encodeURIComponent(branchId)}`);
