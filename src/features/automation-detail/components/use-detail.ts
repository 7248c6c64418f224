import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectAutomationDetail } from '../selectors';
import { draftEdited, messageEdited } from '../slice';
import type { AutomationDraft, MessageDraft, PlacedProblem } from '../types';

/** The automation open in the form, its values, and how to change them (saved by Save). */
export function useDetail() {
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectAutomationDetail);
  const id = detail.id ?? '';
  const edit = useCallback((changes: Partial<AutomationDraft>) => dispatch(draftEdited({ id, changes })), [dispatch, id]);
  const editMessage = useCallback((number: number, changes: Partial<MessageDraft>) => dispatch(messageEdited({ id, number, changes })), [dispatch, id]);
  // The server's refusals first: they name what only it knows.
  const problems = useMemo<PlacedProblem[]>(() => [...detail.refused, ...detail.checks], [detail.refused, detail.checks]);
  const readOnly = detail.automation?.status === 'live';
  return { id, dispatch, detail, draft: detail.draft, automation: detail.automation, edit, editMessage, problems, readOnly };
}
