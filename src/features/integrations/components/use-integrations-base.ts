import { useLocation } from 'react-router-dom';
import { isLegacyPath } from '@/shared/routing/legacy';

/** Where the integrations area lives: /integrations, or its /legacy twin. */
export function useIntegrationsBase(): string {
  const { pathname } = useLocation();
  return isLegacyPath(pathname) ? '/legacy/integrations' : '/integrations';
}
