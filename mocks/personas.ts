import { findUser, type User } from './db/users';

/** The sign-in choices of the mock login page. Each one signs in as a user of mocks/db/users.ts. */
export type PersonaId = 'owner-advanced' | 'owner-free' | 'subuser-eu' | 'admin-impersonating' | 'owner-large';

export interface Persona {
  id: PersonaId;
  /** Exactly the accessible name of the persona's button on the login page. */
  displayName: string;
  username: string;
  /** The subuser an administrator acts for (sent by the app as the on-behalf-of header). */
  impersonates?: string;
}

export const PERSONAS: readonly Persona[] = [
  { id: 'owner-advanced', displayName: 'Avery Owner (Advanced plan)', username: 'avery' },
  { id: 'owner-free', displayName: 'Frankie Free (Free plan)', username: 'frankie' },
  { id: 'subuser-eu', displayName: 'Elena EU Subuser', username: 'elena-eu' },
  {
    id: 'admin-impersonating',
    displayName: 'Ada Admin (impersonating marketing-sub)',
    username: 'ada-admin',
    impersonates: 'marketing-sub',
  },
  // A million contacts, generated in the browser on first sign-in: what benchmarks and scale tests use.
  { id: 'owner-large', displayName: 'Large account (1,000,000 contacts)', username: 'meridian' },
];

function requireUser(username: string): User {
  const user = findUser(username);
  if (user === undefined) throw new Error(`Unknown mock user ${username}`);
  return user;
}

export function getPersona(id: PersonaId): Persona {
  const persona = PERSONAS.find((candidate) => candidate.id === id);
  if (persona === undefined) throw new Error(`Unknown persona ${id}`);
  return persona;
}

export function personaUser(persona: Persona): User {
  return requireUser(persona.username);
}

/** The account whose data the persona sees: the impersonated subuser, or the persona's own. */
export function personaAccount(persona: Persona): User {
  return requireUser(persona.impersonates ?? persona.username);
}
