/**
 * The one table of the product's areas. It drives the navigation, the /legacy twins, the /tne rules,
 * the legacy rewrites and who may open what (src/app/access). Paths are the spec's, exactly.
 */
export type AreaKey =
  | 'ads'
  | 'signup-forms'
  | 'senders'
  | 'contacts'
  | 'custom-fields'
  | 'automations'
  | 'single-sends'
  | 'notifications'
  | 'design-library'
  | 'dynamic-templates'
  | 'unsubscribe-groups'
  | 'integrations';

/** What an area needs. Scope groups are what the no-access page asks an administrator for. */
export interface AccessRequirement {
  /** Every one of these scopes is needed. */
  scopes: readonly string[];
  /** The scope group (`scope_group_name` of POST /scopes/requests) that grants them. */
  scopeGroup: string;
  /** A Marketing Campaigns feature: off when the account region cookie is the EU region. */
  marketing: boolean;
}

export interface Area {
  key: AreaKey;
  label: string;
  /** The top-level navigation path. */
  navPath: string;
  /** The first path segment the area owns in the new experience. */
  root: string;
  /** The root of its legacy twin, when it has one. */
  legacyRoot?: string;
  access: AccessRequirement;
}

const MARKETING = { scopes: ['marketing.read'], scopeGroup: 'marketing', marketing: true } as const;

export const AREAS: readonly Area[] = [
  { key: 'contacts', label: 'Contacts', navPath: '/contacts', root: '/contacts', legacyRoot: '/legacy/contacts', access: MARKETING },
  { key: 'custom-fields', label: 'Custom Fields', navPath: '/custom-fields', root: '/custom-fields', legacyRoot: '/legacy/custom-fields', access: MARKETING },
  { key: 'single-sends', label: 'Single Sends', navPath: '/single-sends', root: '/single-sends', legacyRoot: '/legacy/single-sends', access: MARKETING },
  {
    key: 'automations',
    label: 'Automations',
    navPath: '/automations',
    root: '/automations',
    legacyRoot: '/legacy/automations',
    access: { scopes: ['marketing.read', 'marketing.automation.read'], scopeGroup: 'marketing_automation', marketing: true }
  },
  {
    key: 'design-library',
    label: 'Design Library',
    navPath: '/design-library/your-designs',
    root: '/design-library',
    legacyRoot: '/legacy/templates',
    access: { scopes: ['marketing.read', 'designs.read'], scopeGroup: 'designs', marketing: true }
  },
  {
    key: 'dynamic-templates',
    label: 'Dynamic Templates',
    navPath: '/dynamic-templates',
    root: '/dynamic-templates',
    access: { scopes: ['templates.read'], scopeGroup: 'templates', marketing: false }
  },
  { key: 'signup-forms', label: 'Signup Forms', navPath: '/forms/signup', root: '/forms/signup', legacyRoot: '/legacy/forms/signup', access: MARKETING },
  { key: 'ads', label: 'Ads', navPath: '/ads', root: '/ads', access: MARKETING },
  { key: 'senders', label: 'Senders', navPath: '/senders', root: '/senders', legacyRoot: '/legacy/senders', access: MARKETING },
  {
    key: 'unsubscribe-groups',
    label: 'Unsubscribe Groups',
    navPath: '/unsubscribe-groups',
    root: '/unsubscribe-groups',
    legacyRoot: '/legacy/unsubscribe-groups',
    access: { scopes: ['asm.groups.read'], scopeGroup: 'suppressions', marketing: false }
  },
  { key: 'integrations', label: 'Integrations', navPath: '/integrations', root: '/integrations', legacyRoot: '/legacy/integrations', access: MARKETING },
  { key: 'notifications', label: 'Notifications', navPath: '/notifications', root: '/notifications', legacyRoot: '/legacy/notifications', access: MARKETING },
];

export const within = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** The area a path belongs to, through its new-experience root or its legacy twin. */
export function areaForPath(pathname: string): Area | undefined {
  return AREAS.find((area) => within(pathname, area.root) || (area.legacyRoot !== undefined && within(pathname, area.legacyRoot)));
}

/** Whether the path belongs to the new experience (an area's own root, not a legacy twin). */
export const isNewExperiencePath = (pathname: string): boolean => AREAS.some((area) => within(pathname, area.root));

/** The legacy twin roots, for the legacy rewrite. */
export const LEGACY_ROOTS: readonly string[] = AREAS.flatMap((area) => (area.legacyRoot ? [area.legacyRoot] : []));
