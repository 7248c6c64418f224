import { useLocation } from 'react-router-dom';
import { areaForPath } from './areas';
import { AreaComingSoonPage } from './AreaComingSoonPage';

/** The route element of an area this build does not have yet. */
export function AreaComingSoonRoute() {
  const area = areaForPath(useLocation().pathname);
  return <AreaComingSoonPage areaLabel={area?.label ?? 'This area'} />;
}
