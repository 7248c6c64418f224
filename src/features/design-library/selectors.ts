import type { AppState } from '@/shared/store/app-state';
import { pagedCollectionSelectors } from '@/shared/paging/paged-collection';
import { ready } from '@/shared/request-state/request-state';
import { heldThumbnailHtml, type ThumbnailRef } from '@/shared/thumbnails/held-thumbnails';
import { designsAdapter, previewKey, selectDesignLibraryState, type DesignOperation, type DesignPreview } from './slice';
import type { DesignKind } from './types';

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

export const selectDesignThumbnailHtml = (state: AppState, design: ThumbnailRef) => heldThumbnailHtml(selectDesignLibraryState(state).thumbnails, design);

export const selectDesignEditing = (state: AppState) => selectDesignLibraryState(state).editing;
