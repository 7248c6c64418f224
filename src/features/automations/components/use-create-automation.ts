import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectCreate } from '../selectors';
import { createReset } from '../slice';
import { detailPathOf } from '../types';
import { useAreaPath } from './use-area-path';

/** The creation screens' request, reset on arrival and departure; once the draft exists, its detail page opens. */
export function useCreateAutomation() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const to = useAreaPath();
  const { request, createdId } = useAppSelector(selectCreate);

  useEffect(() => {
    dispatch(createReset());
    return () => void dispatch(createReset());
  }, [dispatch]);

  return {
    request,
    openCreated: () => {
      if (createdId !== null) navigate(to(detailPathOf(createdId)));
    },
  };
}
