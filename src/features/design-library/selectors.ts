import type { AppState } from '@/shared/store/app-state';
import { pagedCollectionSelectors } from '@/shared/paging/paged-collection';
import { ready } from '@/shared/request-state/request-state';
import { heldThumbnailHtml, type ThumbnailRef } from '@/shared/thumbnails/held-thumbnails';
import { designsAdapter, designThumbnailRequested, previewKey, selectDesignLibraryState, type DesignOperation, type DesignPreview } from './slice';
import { designThumbnail, type DesignKind } from './types';

const yours = pagedCollectionSelectors(designsAdapter, (state: AppState) => selectDesignLibraryState(state).designs);
const system = pagedCollectionSelectors(designsAdapter, (state: AppState) => selectDesignLibraryState(state).systemDesigns);

export const selectAllDesigns = yours.selectAll;
export const selectDesignById = (state: AppState, id: string) => yours.selectById(state, id);
export const selectDesignsRequest = yours.selectRequest;
export const selectDesignsPhase = yours.selectPhase;
/** Every one of your designs is loaded (the last page was reached). */
export const selectDesignsComplete = yours.selectReachedEnd;
/** How many designs the account has, when the server said. */
export const selectDesignsTotal = (state: AppState) => selectDesignLibraryState(state).designs.total;

export const selectAllSystemDesigns = system.selectAll;
export const selectSystemDesignsRequest = system.selectRequest;
export const selectSystemDesignsComplete = system.selectReachedEnd;

export const selectDesignRequest = (state: AppState, operation: DesignOperation) => selectDesignLibraryState(state).requests[operation];
export const selectCreatingFrom = (state: AppState) => selectDesignLibraryState(state).creating;
export const selectCreatedDesignId = (state: AppState) => selectDesignLibraryState(state).createdId;

const READY = ready();
export const selectDesignDeleteRequest = (state: AppState, id: string) => selectDesignLibraryState(state).deletes[id] ?? READY;

const NO_PREVIEW: DesignPreview = { request: READY, design: null };
export const selectDesignPreview = (state: AppState, kind: DesignKind, id: string) => selectDesignLibraryState(state).previews[previewKey(kind, id)] ?? NO_PREVIEW;

const selectDesignThumbnailHtml = (state: AppState, design: ThumbnailRef) => heldThumbnailHtml(selectDesignLibraryState(state).thumbnails, design);

/**
 * What a StoredEmailThumbnail needs to show a design's email in any list of designs (the library, the
 * choosers of other features): the HTML this store holds for it, and the action that has it read.
 */
export function designThumbnailSource(kind: DesignKind, design: { id: string; name: string; updated: string; thumbnailUrl: string | null }) {
  const thumbnail = designThumbnail(kind, design);
  return {
    name: design.name,
    imageUrl: design.thumbnailUrl,
    selectHtml: (state: AppState) => selectDesignThumbnailHtml(state, thumbnail),
    request: designThumbnailRequested(thumbnail),
  };
}

export const selectDesignEditing = (state: AppState) => selectDesignLibraryState(state).editing;
