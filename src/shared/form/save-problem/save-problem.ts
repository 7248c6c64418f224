import type { ApiError } from '@/shared/api/errors';
import { savedElsewhere } from '@/shared/api/edit-precondition';
import { saveFailureMessage } from '../save-failure';

/**
 * Why the last save of an editor or a settings form did not land: it failed (a 500, a time-out, no
 * network: `message` says which, and Retry sends the same edits again), or it met a newer version saved
 * elsewhere (the server's 409), which the user settles with Reload or Keep mine.
 */
export type SaveProblem = { kind: 'failed'; message: string } | { kind: 'conflict'; revision?: string };

/** The problem an ApiError from a save stands for. */
export function saveProblemOf(error: ApiError): SaveProblem {
  const conflict = savedElsewhere(error);
  if (conflict) return { kind: 'conflict', ...conflict };
  return { kind: 'failed', message: saveFailureMessage(error) };
}
