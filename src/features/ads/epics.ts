import { of } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import type { AppEpic } from '@/shared/store/app-epic';
import { selectAdCampaign } from './selectors';
import {
  chooseAdAccount,
  connectPartner,
  createCampaign,
  deleteCampaign,
  disconnectPartner,
  fetchAdSettings,
  fetchAudienceSources,
  fetchCampaign,
  fetchCampaigns,
  fetchLibraryImages,
  publishCampaign,
  saveCreative,
  updateCampaign,
  uploadLibraryImage,
} from './api';
import {
  adAccountChoiceFailed,
  adAccountChoiceRequested,
  adAccountChosen,
  adCampaignCreated,
  adCampaignCreateFailed,
  adCampaignCreateRequested,
  adCampaignLoaded,
  adCampaignLoadFailed,
  adCampaignDeleted,
  adCampaignDeleteFailed,
  adCampaignDeleteRequested,
  adCampaignPublished,
  adCampaignPublishFailed,
  adCampaignPublishRequested,
  adCampaignRequested,
  adCampaignsLoaded,
  adCampaignsLoadFailed,
  adCampaignsRequested,
  adCampaignUpdated,
  adCampaignUpdateFailed,
  adCampaignUpdateRequested,
  adCreativeSaved,
  adCreativeSaveFailed,
  adCreativeSaveRequested,
  adImagesLoaded,
  adImagesLoadFailed,
  adImagesRequested,
  adImageUploaded,
  adImageUploadFailed,
  adImageUploadRequested,
  adSettingsLoaded,
  adSettingsLoadFailed,
  adSettingsRequested,
  audienceSourcesLoaded,
  audienceSourcesLoadFailed,
  audienceSourcesRequested,
  partnerConnected,
  partnerConnectFailed,
  partnerConnectRequested,
  partnerDisconnected,
  partnerDisconnectFailed,
  partnerDisconnectRequested,
} from './slice';
import { PARTNER_NAMES } from './types';

/** Reads: switchMap, so a newer request replaces an older one. */
const loadSettingsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(adSettingsRequested.match),
    switchMap(() => fetchAdSettings(api).pipe(map(adSettingsLoaded), catchFailure(adSettingsLoadFailed, 'We could not load your ads settings.'))),
  );

const loadCampaignsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(adCampaignsRequested.match),
    switchMap(() => fetchCampaigns(api).pipe(map(adCampaignsLoaded), catchFailure(adCampaignsLoadFailed, 'We could not load your ad campaigns.'))),
  );

const loadCampaignEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(adCampaignRequested.match),
    switchMap(({ payload }) => fetchCampaign(api, payload.id).pipe(map(adCampaignLoaded), catchFailure(adCampaignLoadFailed, 'We could not load the ad campaign.'))),
  );

const loadSourcesEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(audienceSourcesRequested.match),
    switchMap(() =>
      fetchAudienceSources(api).pipe(map(audienceSourcesLoaded), catchFailure(audienceSourcesLoadFailed, 'We could not load your lists and segments.')),
    ),
  );

const loadImagesEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(adImagesRequested.match),
    switchMap(() => fetchLibraryImages(api).pipe(map(adImagesLoaded), catchFailure(adImagesLoadFailed, 'We could not load your images.'))),
  );

/** Submits: exhaustMap, so a double click sends one request. */
const connectEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(partnerConnectRequested.match),
    exhaustMap(({ payload: { partner, login } }) =>
      connectPartner(api, partner, login).pipe(
        map((settings) => partnerConnected({ partner, settings })),
        // The sign-in dialog stays open and says what failed: an alert outside the modal dialog could not be read.
        catchFailure(partnerConnectFailed, () => undefined),
      ),
    ),
  );

const disconnectEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(partnerDisconnectRequested.match),
    exhaustMap(({ payload: { partner } }) => {
      const what = partner === undefined ? 'Every ad partner' : PARTNER_NAMES[partner];
      return disconnectPartner(api, partner).pipe(
        mergeMap((settings) => of(partnerDisconnected(settings), successAlert(`${what} was disconnected`))),
        catchFailure(partnerDisconnectFailed, (error) => `We could not disconnect ${partner === undefined ? 'your ad partners' : PARTNER_NAMES[partner]}. ${error.message}`),
      );
    }),
  );

const adAccountEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(adAccountChoiceRequested.match),
    exhaustMap(({ payload }) =>
      chooseAdAccount(api, payload.adAccountId).pipe(
        mergeMap((settings) => of(adAccountChosen(settings), successAlert('Your ad account was saved'))),
        catchFormFailure(adAccountChoiceFailed),
      ),
    ),
  );

/** The wizard says every failure of its save next to itself (a 500 or a time-out with Retry), so no toast repeats it. */
const createCampaignEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(adCampaignCreateRequested.match),
    exhaustMap(({ payload }) =>
      createCampaign(api, payload).pipe(
        mergeMap((campaign) => of(adCampaignCreated(campaign), successAlert(`${campaign.name} was created`))),
        catchFormFailure(adCampaignCreateFailed),
      ),
    ),
  );

const updateCampaignEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(adCampaignUpdateRequested.match),
    exhaustMap(({ payload }) =>
      updateCampaign(api, payload.id, payload.request, payload.basedOn).pipe(
        mergeMap((campaign) => of(adCampaignUpdated(campaign), successAlert(`${campaign.name} was saved`))),
        catchFormFailure(adCampaignUpdateFailed),
      ),
    ),
  );

const saveCreativeEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(adCreativeSaveRequested.match),
    exhaustMap(({ payload }) =>
      saveCreative(api, payload.id, payload.creative, payload.basedOn).pipe(
        map(adCreativeSaved),
        catchFormFailure(adCreativeSaveFailed),
      ),
    ),
  );

/** A 400 lists what is missing: the review page shows each problem, so no alert repeats them. */
const publishEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(adCampaignPublishRequested.match),
    exhaustMap(({ payload }) =>
      publishCampaign(api, payload.id).pipe(
        mergeMap((campaign) => of(adCampaignPublished(campaign), successAlert(`${campaign.name} was published`))),
        catchFailure(adCampaignPublishFailed, (error) => (error.status === 400 ? undefined : `We could not publish the campaign. ${error.message}`)),
      ),
    ),
  );

const uploadImageEpic: AppEpic = (action$, _state$, { uploader }) =>
  action$.pipe(
    filter(adImageUploadRequested.match),
    exhaustMap(({ payload: { fileName }, meta: { file } }) =>
      uploadLibraryImage(uploader, file).pipe(
        map(adImageUploaded),
        catchFailure(adImageUploadFailed, (error) =>
          error.status === 415 ? `${fileName} is not a GIF, JPEG or PNG image.` : `We could not upload ${fileName}. ${error.message}`,
        ),
      ),
    ),
  );

/** A campaign's delete: mergeMap, each row its own request (the dialog allows one per row at a time). */
const deleteCampaignEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(adCampaignDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const name = selectAdCampaign(state$.value, id)?.name ?? 'The campaign';
      return deleteCampaign(api, id).pipe(
        mergeMap(() => of(adCampaignDeleted({ id }), successAlert(`${name} was deleted`))),
        // The dialog says why, inside it (a modal makes the alerts behind it inert).
        catchFailure((error) => adCampaignDeleteFailed({ id, error }), () => undefined),
      );
    }),
  );

export const adsEpics: AppEpic[] = [
  deleteCampaignEpic,
  loadSettingsEpic,
  loadCampaignsEpic,
  loadCampaignEpic,
  loadSourcesEpic,
  loadImagesEpic,
  connectEpic,
  disconnectEpic,
  adAccountEpic,
  createCampaignEpic,
  updateCampaignEpic,
  saveCreativeEpic,
  publishEpic,
  uploadImageEpic,
];
