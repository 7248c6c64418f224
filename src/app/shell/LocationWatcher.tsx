import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/shared/store/hooks';
import { locationChanged } from './shell-slice';

/** Tells the store about every location change (page views, the /tne redirect, the embedded context). */
export function LocationWatcher() {
  const dispatch = useAppDispatch();
  const { key, pathname, search, hash } = useLocation();
  useEffect(() => {
    dispatch(locationChanged({ key, pathname, search, hash }));
  }, [dispatch, key, pathname, search, hash]);
  return null;
}
