import { pagedCollectionSelectors } from '@/shared/paging/paged-collection';
import { ready } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { legacyTemplatesAdapter, selectLegacyTemplatesState, type Read } from './slice';
import { versionKey, type LegacyTemplate, type LegacyVersion } from './types';

const list = pagedCollectionSelectors(legacyTemplatesAdapter, (state: AppState) => selectLegacyTemplatesState(state).templates);

export const selectLegacyTemplates = list.selectAll;
export const selectLegacyTemplatesRequest = list.selectRequest;

const NOT_READ = { request: ready(), item: null };

/** A template read on its own. */
export const selectLegacyTemplateRead = (state: AppState, id: string): Read<LegacyTemplate> => selectLegacyTemplatesState(state).templateReads[id] ?? NOT_READ;

/** The template as the list holds it, shown while its own read runs. */
export const selectListedTemplate = (state: AppState, id: string): LegacyTemplate | undefined => list.selectById(state, id);

export const selectLegacyVersion = (state: AppState, templateId: string, versionId: string): Read<LegacyVersion> =>
  selectLegacyTemplatesState(state).versionReads[versionKey(templateId, versionId)] ?? NOT_READ;

export const selectCopy = (state: AppState) => selectLegacyTemplatesState(state).copy;
