import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectListOperationRequest } from '../selectors';
import { listRequestReset, type ListOperation } from '../slice';

/** The request of a create or rename form, reset when the form goes away so an old outcome is not shown again. */
export function useListFormRequest(operation: ListOperation) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectListOperationRequest(state, operation));
  useEffect(
    () => () => {
      dispatch(listRequestReset(operation));
    },
    [dispatch, operation],
  );
  return request;
}
