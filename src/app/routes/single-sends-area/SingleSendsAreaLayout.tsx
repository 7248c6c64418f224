import { Outlet } from 'react-router-dom';
import { AudienceProviders } from '../contacts-area/audience-providers';

/**
 * The screens of the single-sends area that choose recipients: the audience seams (the lists feature's list
 * choice) around them. The same tree serves /single-sends and /legacy/single-sends.
 */
export function SingleSendsAreaLayout() {
  return (
    <AudienceProviders>
      <Outlet />
    </AudienceProviders>
  );
}
