import { heldThumbnailHtml, type ThumbnailRef } from '@/shared/thumbnails/held-thumbnails';
import { pagedCollectionSelectors } from '@/shared/paging/paged-collection';
import { ready } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { DYNAMIC_TEMPLATE_LIMITS } from './limits';
import { limitMessages } from './messages';
import { selectDynamicTemplatesState, templatesAdapter, versionRowKey, type TemplateOperation, type TemplateRead } from './slice';
import type { Template } from './types';

const state$ = (state: AppState) => selectDynamicTemplatesState(state);
const list = pagedCollectionSelectors(templatesAdapter, (state: AppState) => state$(state).templates);

export const selectAllTemplates = list.selectAll;
export const selectTemplatesRequest = list.selectRequest;
export const selectTemplatesComplete = list.selectReachedEnd;
export const selectTemplatesTotal = (state: AppState) => state$(state).templates.total;
export const selectTemplatesSearch = (state: AppState) => state$(state).search;

const NO_READ: TemplateRead = { request: ready(), template: null };
export const selectTemplateRead = (state: AppState, id: string): TemplateRead => state$(state).reads[id] ?? NO_READ;

/** The template as last read, on the list or on its own. */
export const selectTemplate = (state: AppState, id: string): Template | undefined =>
  state$(state).templates.entities[id] ?? state$(state).reads[id]?.template ?? undefined;

export const selectTemplateRequest = (state: AppState, operation: TemplateOperation) => state$(state).requests[operation];
export const selectCreated = (state: AppState) => state$(state).created;

const READY = ready();
export const selectTemplateDeleteRequest = (state: AppState, id: string) => state$(state).deletes[id] ?? READY;
export const selectVersionDeleteRequest = (state: AppState, templateId: string, versionId: string) =>
  state$(state).versionDeletes[versionRowKey(templateId, versionId)] ?? READY;
export const selectActivation = (state: AppState, templateId: string, versionId: string) =>
  state$(state).activations[versionRowKey(templateId, versionId)] ?? READY;
export const selectVersionCopy = (state: AppState, templateId: string, versionId: string) =>
  state$(state).versionCopies[versionRowKey(templateId, versionId)] ?? READY;

export const selectVersionEditing = (state: AppState) => state$(state).editing;
export const selectLastReplacement = (state: AppState) => state$(state).lastReplacement;

/**
 * Whether the account has reached the template limit, as far as this tab knows: the server's count of
 * the unsearched list, kept up by this tab's creates and deletes. The server says so anyway when the tab does not know.
 */
export const selectTemplateLimitMessage = (state: AppState): string | undefined => {
  const total = state$(state).accountTemplates;
  return total !== null && total >= DYNAMIC_TEMPLATE_LIMITS.templates ? limitMessages.templates : undefined;
};

/**
 * Why a template can take no more versions: its own 50, or the account's 300 when every template is
 * held (the unsearched list read to its end).
 */
export const selectVersionLimitMessage = (state: AppState, templateId: string): string | undefined => {
  const template = selectTemplate(state, templateId);
  if (template && template.versions.length >= DYNAMIC_TEMPLATE_LIMITS.versionsPerTemplate) return limitMessages.versionsPerTemplate;
  const { templates, search } = state$(state);
  if (search !== '' || templates.next.at !== 'end') return undefined;
  const versions = templates.ids.reduce((sum, id) => sum + (templates.entities[id]?.versions.length ?? 0), 0);
  return versions >= DYNAMIC_TEMPLATE_LIMITS.versionsPerAccount ? limitMessages.versionsPerAccount : undefined;
};

export const selectDesignChoices = (state: AppState) => state$(state).designChoices;

export const selectVersionThumbnailHtml = (state: AppState, version: ThumbnailRef) => heldThumbnailHtml(state$(state).thumbnails, version);
