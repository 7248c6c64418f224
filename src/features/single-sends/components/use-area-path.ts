import { useLocation } from 'react-router-dom';
import { singleSendsPath } from '../types';

/** The absolute path of a screen of the area, in the experience the user is in: `to('new')`. */
export function useAreaPath(): (path?: string) => string {
  const { pathname } = useLocation();
  return (path = '') => singleSendsPath(pathname, path);
}
