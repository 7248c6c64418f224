import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { selectUsername } from '../account/account-selectors';
import { UnsavedWorkContext } from '../form/use-unsaved-changes-guard';
import { useAccountResources } from '../account/use-account-resources';
import { selectImpersonatedUser } from '../session/session-slice';
import { useAppSelector } from '../store/hooks';
import { dropKeptEdits, keepEdits, readKeptEdits, type KeptEdits, type KeptEditsKey } from './kept-edits-store';

const USERNAME = ['username'] as const;
/** Typing writes at most this often; a reload or leaving the page writes at once. */
const KEEP_EVERY_MS = 200;

export interface KeptEditsOptions<T> {
  /** What is edited ('signup-form', 'segment', …) and its id; no id while it loads. */
  kind: string;
  id: string | undefined;
  /** What the form holds now. */
  values: T;
  /** The form holds edits that are not saved (typed, failed, timed out, in conflict). */
  dirty: boolean;
  /** The saved object is on screen: kept edits are read then, and compared with it. */
  ready: boolean;
  /** The revision (`updated_at`) the edits start from. */
  basedOn?: string;
}

export interface KeptEditsState<T> {
  /** Edits kept from an earlier visit (before a reload or a sign-in), offered until restored or discarded. */
  offer: KeptEdits<T> | undefined;
  /** Ends the offer and hands its values to the form, which then holds them as unsaved edits. */
  restore(): T | undefined;
  discard(): void;
  /**
   * The user left the form on purpose (a dialog's Cancel): what was kept is dropped and nothing more is
   * written, not even the flush when the form unmounts. Leave in the unsaved-changes dialog needs no call:
   * a form it unmounts abandons by itself.
   */
  abandon(): void;
  /** The browser refused to keep the edits (storage full or switched off): the screen says so. */
  keepFailed: boolean;
}

/**
 * Keeps a form's unsaved edits in this browser per user and object (kept-edits-store.ts), and offers
 * them back when the object opens again with edits kept. Wiring: pass the form's values and dirtiness,
 * render <KeptEditsNotice> with the result, apply `restore()`'s values to the form. A save that lands
 * makes the form clean, which drops what was kept.
 */
export function useKeptEdits<T>({ kind, id, values, dirty, ready, basedOn }: KeptEditsOptions<T>): KeptEditsState<T> {
  useAccountResources(USERNAME);
  const username = useAppSelector(selectUsername)?.username;
  const actingFor = useAppSelector(selectImpersonatedUser);
  const key = useMemo<KeptEditsKey | undefined>(
    () => (username !== undefined && id !== undefined ? { user: actingFor ? `${username}>${actingFor}` : username, kind, id } : undefined),
    [username, actingFor, kind, id],
  );
  const [offer, setOffer] = useState<KeptEdits<T>>();
  const [keepFailed, setKeepFailed] = useState(false);
  // A keep sets state only when the outcome changes: a set after every pause in typing made React render again
  // each time (measured: it doubled the segment builder's typing tests).
  const keepFailedNow = useRef(false);
  const readFor = useRef<KeptEditsKey | undefined>(undefined);
  // Set with the offer, in the same commit: the keep effect below runs before the offer's state is there.
  const offerWaits = useRef(false);

  const latest = useRef({ values, basedOn });
  latest.current = { values, basedOn };
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    if (pending.current === undefined || key === undefined) return;
    clearTimeout(pending.current);
    pending.current = undefined;
    const failed = !keepEdits(key, { ...latest.current, keptAt: Date.now() });
    if (failed !== keepFailedNow.current) {
      keepFailedNow.current = failed;
      setKeepFailed(failed);
    }
  }, [key]);

  // Once per object, when it is on screen: what was kept before is offered, unless it is what is saved.
  useEffect(() => {
    if (!ready || key === undefined || readFor.current === key) return;
    readFor.current = key;
    const kept = readKeptEdits<T>(key);
    if (kept === undefined) return;
    if (JSON.stringify(kept.values) === JSON.stringify(latest.current.values)) {
      dropKeptEdits(key);
      return;
    }
    offerWaits.current = true;
    setOffer(kept);
  }, [ready, key]);

  useEffect(() => {
    // While an offer waits for an answer, the kept edits stay as they are, whatever the form holds.
    if (!ready || key === undefined || readFor.current !== key || offerWaits.current) return;
    if (!dirty) {
      clearTimeout(pending.current);
      pending.current = undefined;
      dropKeptEdits(key);
      return;
    }
    clearTimeout(pending.current);
    pending.current = setTimeout(flush, KEEP_EVERY_MS);
  }, [values, dirty, ready, key, offer, flush]);

  const abandon = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
    if (key !== undefined) dropKeptEdits(key);
  }, [key]);

  // Unmounted by a navigation the user let through with Leave: the edits were given up, whichever editor
  // this is. Any other unmount (a sign-in, a link with nothing unsaved) keeps them.
  const guard = useContext(UnsavedWorkContext);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (guard?.leftOnPurpose()) abandon();
      else flush();
    };
  }, [flush, abandon, guard]);

  const restore = useCallback(() => {
    offerWaits.current = false;
    setOffer(undefined);
    return offer?.values;
  }, [offer]);
  const discard = useCallback(() => {
    if (key !== undefined) dropKeptEdits(key);
    offerWaits.current = false;
    setOffer(undefined);
  }, [key]);
  return { offer, restore, discard, abandon, keepFailed };
}
