import type { Action } from '@reduxjs/toolkit';
import { concat, of, type Observable } from 'rxjs';
import { exhaustMap, filter, groupBy, map, mergeMap, switchMap, take } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import type { ApiError } from '@/shared/api/errors';
import { deleteContacts, contactJobPath, fetchContact, upsertContacts } from '@/shared/audience/contacts-api';
import { catchApiError, catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { jobEnded, jobStarted, type JobMessages } from '@/shared/jobs/jobs-slice';
import type { AppEpic } from '@/shared/store/app-epic';
import { createList, fetchListNames, findContactBy, removeFromList } from './api';
import { addedContactOf } from './contact-values';
import {
  contactAddAccepted,
  contactAddFailed,
  contactAddProcessed,
  contactAddRequested,
  contactDeleted,
  contactDeleteFailed,
  contactDeleteRequested,
  contactLoaded,
  contactLoadFailed,
  contactRequested,
  contactUpdateAccepted,
  contactUpdated,
  contactUpdateFailed,
  contactUpdateRequested,
  listCreated,
  listCreateFailed,
  listCreateRequested,
  listNamesLoaded,
  listNamesLoadFailed,
  listNamesRequested,
  listRemovalFailed,
  listRemovalRequested,
  listRemoved,
} from './slice';
import { CONTACT_JOB_KINDS } from './types';

type JobEnd = ReturnType<typeof jobEnded>['payload'];

/** The error of a job that did not complete; the poller has already raised its alert. */
const jobFailure = (end: JobEnd, message: string): ApiError => end.error ?? { status: 0, message, fieldErrors: {} };

/**
 * Registers an accepted change's job with the kernel's poller, then waits for its end: `onEnd` turns it
 * into this feature's actions. The poller raises the failure alerts (`messages.failed`).
 */
function followJob(
  action$: Observable<Action>,
  job: { id: string; kind: string; messages: JobMessages },
  onEnd: (end: JobEnd) => Observable<Action>,
): Observable<Action> {
  return concat(
    of(jobStarted({ ...job, pollPath: contactJobPath(job.id) })),
    action$.pipe(
      filter(jobEnded.match),
      filter((action) => action.payload.id === job.id),
      take(1),
      mergeMap((action) => onEnd(action.payload)),
    ),
  );
}

/** A read: switchMap per contact, so reopening a profile cancels its older read. */
const loadContactEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(contactRequested.match),
    groupBy(({ payload }) => payload.id),
    mergeMap((sameContact$) =>
      sameContact$.pipe(
        switchMap(({ payload: { id } }) =>
          fetchContact(api, id).pipe(
            map(contactLoaded),
            // A missing contact gets its own screen, not an alert.
            catchFailure(
              (error) => contactLoadFailed({ id, error }),
              (error) => (error.status === 404 ? undefined : `We could not load this contact. ${error.message}`),
            ),
          ),
        ),
      ),
    ),
  );

/**
 * An edit, from its PUT to its job's end; exhaustMap per contact, so a double submit sends one. The
 * profile is read again once the change is processed.
 */
const updateContactEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(contactUpdateRequested.match),
    groupBy(({ payload }) => payload.id),
    mergeMap((sameContact$) =>
      sameContact$.pipe(
        exhaustMap(({ payload: { id, label, request, listIds } }) =>
          upsertContacts(api, [request], listIds).pipe(
            mergeMap(({ job_id }) =>
              concat(
                of(contactUpdateAccepted({ id })),
                followJob(
                  action$,
                  { id: job_id, kind: CONTACT_JOB_KINDS.update, messages: { failed: `We could not save the changes to ${label}.` } },
                  (end) =>
                    end.status === 'completed'
                      ? of(contactUpdated({ id }), successAlert(`${label} was updated`), contactRequested({ id }))
                      : of(contactUpdateFailed({ id, error: jobFailure(end, `We could not save the changes to ${label}.`) })),
                ),
              ),
            ),
            catchFormFailure((error) => contactUpdateFailed({ id, error })),
          ),
        ),
      ),
    ),
  );

/** The spec's delete success: "<name or email> was deleted", once the job has deleted it. */
const deleteContactEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(contactDeleteRequested.match),
    groupBy(({ payload }) => payload.id),
    mergeMap((sameContact$) =>
      sameContact$.pipe(
        exhaustMap(({ payload: { id, label } }) =>
          deleteContacts(api, [id]).pipe(
            mergeMap(({ job_id }) =>
              followJob(action$, { id: job_id, kind: CONTACT_JOB_KINDS.delete, messages: { failed: `We could not delete ${label}.` } }, (end) =>
                end.status === 'completed'
                  ? of(contactDeleted({ id }), successAlert(`${label} was deleted`))
                  : of(contactDeleteFailed({ id, error: jobFailure(end, `We could not delete ${label}.`) })),
              ),
            ),
            catchFailure(
              (error) => contactDeleteFailed({ id, error }),
              (error) => `We could not delete ${label}. ${error.message}`,
            ),
          ),
        ),
      ),
    ),
  );

/** Row actions: mergeMap, a contact may leave several lists at once. */
const removeFromListEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(listRemovalRequested.match),
    mergeMap(({ payload: { contactId, listId, label, listName } }) => {
      const failedMessage = `We could not remove ${label} from ${listName}.`;
      return removeFromList(api, listId, [contactId]).pipe(
        mergeMap(({ job_id }) =>
          followJob(action$, { id: job_id, kind: CONTACT_JOB_KINDS.listRemoval, messages: { failed: failedMessage } }, (end) =>
            end.status === 'completed'
              ? of(listRemoved({ contactId, listId }), successAlert(`${label} was removed from ${listName}`), contactRequested({ id: contactId }))
              : of(listRemovalFailed({ contactId, listId, error: jobFailure(end, failedMessage) })),
          ),
        ),
        catchFailure((error) => listRemovalFailed({ contactId, listId, error }), (error) => `${failedMessage} ${error.message}`),
      );
    }),
  );

const loadListNamesEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(listNamesRequested.match),
    switchMap(() => fetchListNames(api).pipe(map(listNamesLoaded), catchFailure(listNamesLoadFailed, 'We could not load your lists.'))),
  );

/**
 * Adding a contact: its PUT (exhaustMap: one per submit), then its job, followed in the background
 * (mergeMap: the user may add the next contact meanwhile). Once processed the contact is looked up by
 * its identifier, so the screen can open its profile.
 */
const addContactEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(contactAddRequested.match),
    exhaustMap(({ payload: { request, listIds } }) =>
      upsertContacts(api, [request], listIds).pipe(
        map(({ job_id }) => contactAddAccepted(addedContactOf(job_id, request))),
        catchFormFailure(contactAddFailed),
      ),
    ),
  );

const followAddedContactEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(contactAddAccepted.match),
    mergeMap(({ payload: { jobId, label, identifier } }) =>
      followJob(action$, { id: jobId, kind: CONTACT_JOB_KINDS.add, messages: { failed: `We could not add ${label}.` } }, (end) => {
        if (end.status !== 'completed') return of(contactAddProcessed({ jobId, status: 'failed' }));
        return concat(
          of(successAlert(`${label} was added`)),
          findContactBy(api, identifier.field, identifier.value).pipe(
            map((contact) => contactAddProcessed({ jobId, status: 'added', contactId: contact?.id })),
            // Added all the same: only the link to its profile is missing.
            catchApiError(() => of(contactAddProcessed({ jobId, status: 'added' }))),
          ),
        );
      }),
    ),
  );

const createListEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(listCreateRequested.match),
    exhaustMap(({ payload: { name } }) =>
      createList(api, name.trim()).pipe(
        mergeMap((list) => of(listCreated({ id: list.id, name: list.name }), successAlert(`${list.name} was created`))),
        catchFormFailure(listCreateFailed),
      ),
    ),
  );

export const contactProfileEpics = [
  loadContactEpic,
  updateContactEpic,
  deleteContactEpic,
  removeFromListEpic,
  loadListNamesEpic,
  addContactEpic,
  followAddedContactEpic,
  createListEpic,
];

