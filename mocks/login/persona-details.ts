import type { Plan, Region } from '../db/users';
import { personaAccount, personaUser, type Persona } from '../personas';

const PLAN_LABELS: Record<Plan, string> = { trial: 'Trial', free: 'Free', basic: 'Basic', advanced: 'Advanced' };
const REGION_LABELS: Record<Region, string> = { global: 'Global region', eu: 'EU region' };

/** What a persona card shows besides the name: role, plan, region and sign-in address. */
export function personaDetails(persona: Persona) {
  const user = personaUser(persona);
  const account = personaAccount(persona);
  const role =
    persona.impersonates !== undefined
      ? `Administrator acting as ${persona.impersonates}`
      : user.type === 'subuser'
        ? `Subuser of ${user.parentUsername ?? 'a parent account'}`
        : 'Account owner';
  return {
    role,
    plan: `${PLAN_LABELS[account.plan]} plan`,
    region: REGION_LABELS[account.region],
    email: user.email,
    initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`,
  };
}
