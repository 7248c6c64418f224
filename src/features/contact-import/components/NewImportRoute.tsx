import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/store/hooks';
import { wizardReset } from '../slice';

/** /contacts/import/done/new: starts the wizard over (the imports sent stay listed). */
export function NewImportRoute() {
  const dispatch = useAppDispatch();
  useEffect(() => void dispatch(wizardReset()), [dispatch]);
  return <Navigate to="../.." replace />;
}
