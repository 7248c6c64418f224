import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectCreate, selectSingleSendCount } from '../selectors';
import { countRequested, createReset } from '../slice';
import { editorPathOf } from '../types';
import { useAreaPath } from './use-area-path';

/**
 * The creation screens' request: the account's count read on arrival (the limit is said before the user
 * tries), and once the draft exists, its editor opened (the SMS editor for SMS).
 */
export function useCreateDraft() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const to = useAreaPath();
  const { request, created } = useAppSelector(selectCreate);
  const count = useAppSelector(selectSingleSendCount).value;

  useEffect(() => {
    dispatch(createReset());
    dispatch(countRequested());
    return () => void dispatch(createReset());
  }, [dispatch]);

  return {
    request,
    atLimit: count !== null && count >= SINGLE_SEND_LIMITS.singleSends,
    openCreated: () => {
      if (created) navigate(to(editorPathOf(created.id, created.channel)));
    },
  };
}
