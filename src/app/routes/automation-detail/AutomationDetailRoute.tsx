import { useLocation, useParams } from 'react-router-dom';
import { AutomationDetailPage } from '@/features/automation-detail/components/AutomationDetailPage';
import { AudienceProviders } from '../contacts-area/audience-providers';

/** /automations/:id/detail (and its /legacy twin) composed with the lists feature's choice of the entry list. */
export function AutomationDetailRoute() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const areaPath = pathname.slice(0, pathname.indexOf(`/${id}/detail`));
  return (
    <AudienceProviders>
      <AutomationDetailPage areaPath={areaPath} />
    </AudienceProviders>
  );
}
