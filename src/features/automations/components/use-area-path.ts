import { useLocation } from 'react-router-dom';
import { automationsPath } from '../types';

/** The absolute path of a screen of the area, in the experience the user is in: `to('choose')`. */
export function useAreaPath(): (path?: string) => string {
  const { pathname } = useLocation();
  return (path = '') => automationsPath(pathname, path);
}
