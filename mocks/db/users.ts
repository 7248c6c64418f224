/**
 * The accounts known to the mock. They are fixed configuration, not persisted rows: every reset and
 * every browser sees the same users. Personas (mocks/personas.ts) are the sign-in choices over them.
 */
export type Plan = 'trial' | 'free' | 'basic' | 'advanced';
export type Region = 'global' | 'eu';
export type UserType = 'user' | 'subuser' | 'admin';

export interface User {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  type: UserType;
  plan: Plan;
  region: Region;
  scopes: readonly string[];
  /** For subusers: the parent account, which may act on their behalf. */
  parentUsername?: string;
  /** Senders whose from address is on one of these domains are verified on creation. */
  authenticatedDomains: readonly string[];
}

const CORE_MARKETING_SCOPES = [
  'marketing.read',
  'marketing.write',
  'designs.read',
  'designs.write',
  'templates.read',
  'templates.create',
  'templates.update',
  'templates.delete',
  'asm.groups.read',
  'asm.groups.create',
  'asm.groups.update',
  'asm.groups.delete',
  'suppression.read',
  'suppression.create',
  'suppression.delete',
  'user.profile.read',
  'user.account.read',
  'mail.send',
] as const;

const AUTOMATION_SCOPES = ['marketing.automation.read', 'marketing.automation.write'] as const;
const EMAIL_TESTING_SCOPES = ['email_testing.read', 'email_testing.write'] as const;
const ADMIN_SCOPES = ['admin.impersonate', 'subusers.read', 'user.profile.read', 'user.account.read'] as const;

export const USERS: readonly User[] = [
  {
    username: 'avery',
    email: 'avery@lumenoutfitters.com',
    firstName: 'Avery',
    lastName: 'Owner',
    company: 'Lumen Outfitters',
    type: 'user',
    plan: 'advanced',
    region: 'global',
    scopes: [...CORE_MARKETING_SCOPES, ...AUTOMATION_SCOPES, ...EMAIL_TESTING_SCOPES, 'subusers.read'],
    authenticatedDomains: ['lumenoutfitters.com'],
  },
  {
    username: 'frankie',
    email: 'frankie@frankiesbakehouse.com',
    firstName: 'Frankie',
    lastName: 'Free',
    company: "Frankie's Bakehouse",
    type: 'user',
    plan: 'free',
    region: 'global',
    scopes: [...CORE_MARKETING_SCOPES, ...EMAIL_TESTING_SCOPES],
    authenticatedDomains: ['frankiesbakehouse.com'],
  },
  {
    username: 'elena-eu',
    email: 'elena@nordlicht-reisen.de',
    firstName: 'Elena',
    lastName: 'Becker',
    company: 'Nordlicht Reisen GmbH',
    type: 'subuser',
    plan: 'basic',
    region: 'eu',
    scopes: [...CORE_MARKETING_SCOPES],
    parentUsername: 'avery',
    authenticatedDomains: ['nordlicht-reisen.de'],
  },
  {
    username: 'marketing-sub',
    email: 'marketing@lumenoutfitters.com',
    firstName: 'Morgan',
    lastName: 'Reyes',
    company: 'Lumen Outfitters Marketing',
    type: 'subuser',
    plan: 'advanced',
    region: 'global',
    scopes: [...CORE_MARKETING_SCOPES, ...AUTOMATION_SCOPES, ...EMAIL_TESTING_SCOPES],
    parentUsername: 'avery',
    authenticatedDomains: ['news.lumenoutfitters.com'],
  },
  {
    username: 'meridian',
    email: 'robin@meridiansupply.com',
    firstName: 'Robin',
    lastName: 'Hale',
    company: 'Meridian Supply Co.',
    type: 'user',
    plan: 'advanced',
    region: 'global',
    scopes: [...CORE_MARKETING_SCOPES, ...AUTOMATION_SCOPES, ...EMAIL_TESTING_SCOPES],
    authenticatedDomains: ['meridiansupply.com'],
  },
  {
    username: 'ada-admin',
    email: 'ada@makosupport.io',
    firstName: 'Ada',
    lastName: 'Admin',
    company: 'Mako Support',
    type: 'admin',
    plan: 'advanced',
    region: 'global',
    // A pure administrator: no marketing scopes of her own; she works for subusers through on-behalf-of.
    scopes: ADMIN_SCOPES,
    authenticatedDomains: ['makosupport.io'],
  },
];

export function findUser(username: string): User | undefined {
  return USERS.find((user) => user.username === username);
}

/** Administrators may act for any subuser; a parent account only for its own subusers. */
export function canActFor(actor: User, target: User): boolean {
  if (target.type !== 'subuser') return false;
  return actor.type === 'admin' || target.parentUsername === actor.username;
}

export function isOnAuthenticatedDomain(user: User, email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return user.authenticatedDomains.includes(domain);
}
