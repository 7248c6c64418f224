import { of } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap, tap } from 'rxjs/operators';
import type { AppEpic } from '@/shared/store/app-epic';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { isLegacyPath } from '@/shared/routing/legacy';
import {
  createFieldDefinition,
  createLegacyCustomField,
  deleteFieldDefinition,
  fetchFieldDefinitions,
  updateFieldDefinition,
} from './api';
import {
  createdMessage,
  deletedMessage,
  deleteFailedMessage,
  LOAD_FAILED_MESSAGE,
  updatedMessage,
} from './messages';
import {
  customFieldCreated,
  customFieldCreateFailed,
  customFieldCreateRequested,
  customFieldDeleted,
  customFieldDeleteFailed,
  customFieldDeleteRequested,
  customFieldReceived,
  customFieldsLoaded,
  customFieldsLoadFailed,
  customFieldsRequested,
  customFieldUpdated,
  customFieldUpdateFailed,
  customFieldUpdateRequested,
  selectCustomFieldsState,
} from './slice';
import {
  CUSTOM_FIELD_CREATED_CHANNEL,
  fromCreatedMessage,
  isCustomFieldCreatedMessage,
  toCreatedMessage,
  toCreatePayload,
  toLegacyPayload,
  toUpdatePayload,
} from './types';
import { customFieldsLiveUpdatesEpic } from './live-updates';

/** A read: switchMap, so a newer request cancels an older one. */
const loadCustomFieldsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(customFieldsRequested.match),
    switchMap(() =>
      fetchFieldDefinitions(deps.api).pipe(
        map(customFieldsLoaded),
        catchFailure(customFieldsLoadFailed, LOAD_FAILED_MESSAGE),
      ),
    ),
  );

/**
 * A submit: exhaustMap, so a double click creates one field. Its dialog says every failure (catchFormFailure). Legacy pages create through the contactdb
 * API. Other tabs hear of the new field (the import's mapping screen maps it to its CSV column).
 */
const createCustomFieldEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(customFieldCreateRequested.match),
    exhaustMap(({ payload: { values, column = null } }) => {
      const create$ = isLegacyPath(deps.location.pathname())
        ? createLegacyCustomField(deps.api, toLegacyPayload(values))
        : createFieldDefinition(deps.api, toCreatePayload(values));
      return create$.pipe(
        tap((field) => deps.broadcast.post(CUSTOM_FIELD_CREATED_CHANNEL, toCreatedMessage(field, column))),
        mergeMap((field) => of(customFieldCreated(field), successAlert(createdMessage(field.name)))),
        catchFormFailure(customFieldCreateFailed),
      );
    }),
  );

const updateCustomFieldEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(customFieldUpdateRequested.match),
    exhaustMap(({ payload }) =>
      updateFieldDefinition(deps.api, payload.id, toUpdatePayload(payload)).pipe(
        mergeMap((field) => of(customFieldUpdated(field), successAlert(updatedMessage(field.name)))),
        catchFormFailure(customFieldUpdateFailed),
      ),
    ),
  );

/** Row actions: mergeMap, since different rows may be deleted at once; the reducer keeps one per row. */
const deleteCustomFieldEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(customFieldDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const name = selectCustomFieldsState(state$.value).custom.entities[id]?.name ?? 'The custom field';
      return deleteFieldDefinition(deps.api, id).pipe(
        mergeMap(() => of(customFieldDeleted({ id }), successAlert(deletedMessage(name)))),
        catchFailure(
          (error) => customFieldDeleteFailed({ id, error }),
          (error) => deleteFailedMessage(name, error),
        ),
      );
    }),
  );

/** Fields other tabs create appear here too; a message of an unknown shape is ignored. */
const receiveCreatedFieldsEpic: AppEpic = (_action$, _state$, deps) =>
  deps.broadcast.messages$(CUSTOM_FIELD_CREATED_CHANNEL).pipe(
    filter(isCustomFieldCreatedMessage),
    map((message) => customFieldReceived(fromCreatedMessage(message))),
  );

export const customFieldsEpics = [
  loadCustomFieldsEpic,
  createCustomFieldEpic,
  updateCustomFieldEpic,
  deleteCustomFieldEpic,
  receiveCreatedFieldsEpic,
  customFieldsLiveUpdatesEpic,
];
