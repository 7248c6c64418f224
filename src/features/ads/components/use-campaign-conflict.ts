import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/shared/api/errors';
import { savedElsewhere } from '@/shared/api/edit-precondition';
import type { SaveProblem } from '@/shared/form/save-problem/save-problem';
import { useAppDispatch } from '@/shared/store/hooks';
import { adCampaignRequested } from '../slice';
import type { AdCampaignDto } from '../types';

export interface CampaignConflict {
  /** The revision the next save names in If-Match; none for a campaign not created yet. */
  basedOn: string | undefined;
  /** A 409 met by the last save, for SaveProblemAlert; undefined otherwise. */
  problem: SaveProblem | undefined;
  /** Takes a save's failure: true when it was a 409, which this hook then shows. */
  caught(error: ApiError): boolean;
  clear(): void;
  /** Reload: reads the campaign again and hands it to the form, whose edits are dropped. */
  reload(): void;
  /** Keep mine: the next save names the revision the 409 told, so it goes over theirs. */
  keepMine(): string | undefined;
}

/**
 * A draft campaign's save names the `updated_at` its edits started from (issue 30): one saved since in
 * another tab or by another person is answered 409 and shown with Reload / Keep mine, never overwritten.
 */
export function useCampaignConflict(campaign: AdCampaignDto | undefined, editing: boolean, onReloaded: (fresh: AdCampaignDto) => void): CampaignConflict {
  const dispatch = useAppDispatch();
  const [problem, setProblem] = useState<Extract<SaveProblem, { kind: 'conflict' }>>();
  const [override, setOverride] = useState<string>();
  const reloading = useRef(false);
  const latest = useRef({ campaign, onReloaded });
  latest.current = { campaign, onReloaded };

  // A newer revision in the store (a save landed, or Reload read theirs) is what the next save starts from;
  // only a new revision matters, as the campaign object changes with every read.
  const revision = campaign?.updated_at;
  // The revision the edits on screen started from follows the store only while nothing is typed: a read that
  // lands while the user types (another tab saved, and this one read the campaign again) must not let the
  // next save go over theirs unasked.
  const startedFrom = useRef(revision);
  if (!editing) startedFrom.current = revision;
  useEffect(() => {
    setOverride(undefined);
    const fresh = latest.current.campaign;
    if (!reloading.current || fresh === undefined || fresh.updated_at !== revision) return;
    reloading.current = false;
    latest.current.onReloaded(fresh);
  }, [revision]);

  return {
    basedOn: override ?? startedFrom.current,
    problem,
    caught(error) {
      const conflict = savedElsewhere(error);
      if (conflict === undefined) return false;
      setProblem({ kind: 'conflict', ...conflict });
      return true;
    },
    clear: () => setProblem(undefined),
    reload() {
      if (campaign === undefined) return;
      reloading.current = true;
      setProblem(undefined);
      dispatch(adCampaignRequested({ id: campaign.id }));
    },
    keepMine() {
      const over = problem?.revision ?? revision;
      setOverride(over);
      setProblem(undefined);
      return over;
    },
  };
}
