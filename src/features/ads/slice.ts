import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { ready, type RequestState } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { AdCampaignDto, AdCampaignRequest, AdCreativeDto, AdLibraryImage, AdPartner, AdSettingsDto, AudienceSource } from './types';

export const campaignsAdapter = createEntityAdapter<AdCampaignDto>();

export type AdsOperation =
  | 'settings'
  | 'connect'
  | 'disconnect'
  | 'adAccount'
  | 'campaigns'
  | 'campaign'
  | 'create'
  | 'update'
  | 'creative'
  | 'publish'
  | 'sources'
  | 'images'
  | 'upload';

const OPERATIONS: AdsOperation[] = ['settings', 'connect', 'disconnect', 'adAccount', 'campaigns', 'campaign', 'create', 'update', 'creative', 'publish', 'sources', 'images', 'upload'];

const initialState = {
  settings: null as AdSettingsDto | null,
  campaigns: campaignsAdapter.getInitialState(),
  /** Ids in the server's order: newest update first. */
  campaignOrder: [] as string[],
  sources: [] as AudienceSource[],
  images: [] as AdLibraryImage[],
  /** The partner of the last connection made on this visit, for the "create your first campaign" alert. */
  justConnected: null as AdPartner | null,
  /** The id of the campaign the last create made, so the wizard moves on to it. */
  createdId: null as string | null,
  /** Each campaign's delete, by id. */
  deletes: {} as RequestMap,
  requests: Object.fromEntries(OPERATIONS.map((operation) => [operation, ready()])) as Record<AdsOperation, RequestState>,
};

export type AdsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    ads: AdsState;
  }
}

const start = (operation: AdsOperation) => (state: AdsState) => rowStarted(state.requests, operation);
const fail = (operation: AdsOperation) => (state: AdsState, action: PayloadAction<ApiError>) => rowFailed(state.requests, operation, action.payload);
const settingsSaved = (operation: AdsOperation) => (state: AdsState, action: PayloadAction<AdSettingsDto>) => {
  state.settings = action.payload;
  rowSucceeded(state.requests, operation);
};
const campaignSaved = (operation: AdsOperation) => (state: AdsState, action: PayloadAction<AdCampaignDto>) => {
  campaignsAdapter.upsertOne(state.campaigns, action.payload);
  rowSucceeded(state.requests, operation);
};

const adsSlice = createSlice({
  name: 'ads',
  initialState,
  reducers: {
    adSettingsRequested: start('settings'),
    adSettingsLoaded: settingsSaved('settings'),
    adSettingsLoadFailed: fail('settings'),

    partnerConnectRequested(state, _action: PayloadAction<{ partner: AdPartner; login: string }>) {
      state.justConnected = null;
      rowStarted(state.requests, 'connect');
    },
    partnerConnected(state, action: PayloadAction<{ partner: AdPartner; settings: AdSettingsDto }>) {
      state.settings = action.payload.settings;
      state.justConnected = action.payload.partner;
      rowSucceeded(state.requests, 'connect');
    },
    partnerConnectFailed: fail('connect'),

    partnerDisconnectRequested: (state, _action: PayloadAction<{ partner?: AdPartner }>) => rowStarted(state.requests, 'disconnect'),
    partnerDisconnected(state, action: PayloadAction<AdSettingsDto>) {
      state.justConnected = null;
      settingsSaved('disconnect')(state, action);
    },
    partnerDisconnectFailed: fail('disconnect'),

    adAccountChoiceRequested: (state, _action: PayloadAction<{ adAccountId: string }>) => rowStarted(state.requests, 'adAccount'),
    adAccountChosen: settingsSaved('adAccount'),
    adAccountChoiceFailed: fail('adAccount'),

    adCampaignsRequested: start('campaigns'),
    adCampaignsLoaded(state, action: PayloadAction<AdCampaignDto[]>) {
      campaignsAdapter.setAll(state.campaigns, action.payload);
      state.campaignOrder = action.payload.map((campaign) => campaign.id);
      rowSucceeded(state.requests, 'campaigns');
    },
    adCampaignsLoadFailed: fail('campaigns'),

    adCampaignDeleteRequested(state, { payload }: PayloadAction<{ id: string }>) {
      rowStarted(state.deletes, payload.id);
    },
    adCampaignDeleted(state, { payload }: PayloadAction<{ id: string }>) {
      campaignsAdapter.removeOne(state.campaigns, payload.id);
      state.campaignOrder = state.campaignOrder.filter((id) => id !== payload.id);
      rowSucceeded(state.deletes, payload.id);
    },
    adCampaignDeleteFailed(state, { payload }: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, payload.id, payload.error);
    },
    adCampaignDeleteReset(state, { payload }: PayloadAction<{ id: string }>) {
      delete state.deletes[payload.id];
    },

    adCampaignRequested: (state, _action: PayloadAction<{ id: string }>) => rowStarted(state.requests, 'campaign'),
    adCampaignLoaded: campaignSaved('campaign'),
    adCampaignLoadFailed: fail('campaign'),

    adCampaignCreateRequested(state, _action: PayloadAction<AdCampaignRequest>) {
      state.createdId = null;
      rowStarted(state.requests, 'create');
    },
    adCampaignCreated(state, action: PayloadAction<AdCampaignDto>) {
      state.createdId = action.payload.id;
      campaignSaved('create')(state, action);
    },
    adCampaignCreateFailed: fail('create'),

    adCampaignUpdateRequested: (state, _action: PayloadAction<{ id: string; request: AdCampaignRequest; basedOn: string }>) => rowStarted(state.requests, 'update'),
    adCampaignUpdated: campaignSaved('update'),
    adCampaignUpdateFailed: fail('update'),

    adCreativeSaveRequested: (state, _action: PayloadAction<{ id: string; creative: AdCreativeDto; basedOn: string }>) => rowStarted(state.requests, 'creative'),
    adCreativeSaved: campaignSaved('creative'),
    adCreativeSaveFailed: fail('creative'),

    adCampaignPublishRequested: (state, _action: PayloadAction<{ id: string }>) => rowStarted(state.requests, 'publish'),
    adCampaignPublished: campaignSaved('publish'),
    adCampaignPublishFailed: fail('publish'),

    audienceSourcesRequested: start('sources'),
    audienceSourcesLoaded(state, action: PayloadAction<AudienceSource[]>) {
      state.sources = action.payload;
      rowSucceeded(state.requests, 'sources');
    },
    audienceSourcesLoadFailed: fail('sources'),

    adImagesRequested: start('images'),
    adImagesLoaded(state, action: PayloadAction<AdLibraryImage[]>) {
      state.images = action.payload;
      rowSucceeded(state.requests, 'images');
    },
    adImagesLoadFailed: fail('images'),

    /** The file rides in `meta`: the epic sends it and the store never holds it. */
    adImageUploadRequested: {
      reducer: (state) => rowStarted(state.requests, 'upload'),
      prepare: (file: File) => ({ payload: { fileName: file.name }, meta: { file } }),
    },
    adImageUploaded(state, action: PayloadAction<AdLibraryImage>) {
      state.images = [action.payload, ...state.images.filter((image) => image.id !== action.payload.id)];
      rowSucceeded(state.requests, 'upload');
    },
    adImageUploadFailed: fail('upload'),

    adsRequestReset: (state, action: PayloadAction<AdsOperation>) => rowReset(state.requests, action.payload),
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectAdsState = (state: AppState): AdsState => adsSlice.selectSlice(state);

export const {
  adCampaignDeleteRequested,
  adCampaignDeleted,
  adCampaignDeleteFailed,
  adCampaignDeleteReset,
  adSettingsRequested,
  adSettingsLoaded,
  adSettingsLoadFailed,
  partnerConnectRequested,
  partnerConnected,
  partnerConnectFailed,
  partnerDisconnectRequested,
  partnerDisconnected,
  partnerDisconnectFailed,
  adAccountChoiceRequested,
  adAccountChosen,
  adAccountChoiceFailed,
  adCampaignsRequested,
  adCampaignsLoaded,
  adCampaignsLoadFailed,
  adCampaignRequested,
  adCampaignLoaded,
  adCampaignLoadFailed,
  adCampaignCreateRequested,
  adCampaignCreated,
  adCampaignCreateFailed,
  adCampaignUpdateRequested,
  adCampaignUpdated,
  adCampaignUpdateFailed,
  adCreativeSaveRequested,
  adCreativeSaved,
  adCreativeSaveFailed,
  adCampaignPublishRequested,
  adCampaignPublished,
  adCampaignPublishFailed,
  audienceSourcesRequested,
  audienceSourcesLoaded,
  audienceSourcesLoadFailed,
  adImagesRequested,
  adImagesLoaded,
  adImagesLoadFailed,
  adImageUploadRequested,
  adImageUploaded,
  adImageUploadFailed,
  adsRequestReset,
} = adsSlice.actions;
