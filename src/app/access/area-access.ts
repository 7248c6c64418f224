import { isEuRegion } from '@/shared/session/region';
import type { Area } from '../routes/areas';

export { EU_REGION, isEuRegion } from '@/shared/session/region';

/** What decides access, loaded per user (scopes, toggles) or read from cookies (region). */
export interface AccessFacts {
  scopes: readonly string[];
  /** The account region cookie's value. */
  region: string | null;
  userType: 'user' | 'subuser' | 'admin' | string | null;
}

export type AreaAccess =
  | { kind: 'allowed' }
  /** Marketing features are off in the EU region. */
  | { kind: 'eu-unavailable' }
  /** The user's scopes do not cover the area; an administrator can grant the scope group. */
  | { kind: 'no-access'; scopeGroup: string; missingScopes: string[] };

/** The region rule is checked first: it needs no request, and no scope changes it. */
export function areaAccess(area: Area, facts: Pick<AccessFacts, 'region'> & { scopes?: readonly string[] }): AreaAccess | undefined {
  if (area.access.marketing && isEuRegion(facts.region)) return { kind: 'eu-unavailable' };
  if (facts.scopes === undefined) return undefined;
  const granted = new Set(facts.scopes);
  const missingScopes = area.access.scopes.filter((scope) => !granted.has(scope));
  return missingScopes.length === 0 ? { kind: 'allowed' } : { kind: 'no-access', scopeGroup: area.access.scopeGroup, missingScopes };
}

/** Email testing: not for EU subusers, and it needs its scope. */
export const canUseEmailTesting = (facts: AccessFacts): boolean =>
  !(isEuRegion(facts.region) && facts.userType === 'subuser') && facts.scopes.includes('email_testing.read');
