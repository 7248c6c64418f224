import { describe, expect, it } from 'vitest';
import { AREAS, type AreaKey } from '../routes/areas';
import { areaAccess, canUseEmailTesting } from './area-access';

const area = (key: AreaKey) => AREAS.find((candidate) => candidate.key === key)!;
const MARKETING = ['marketing.read', 'marketing.write'];

describe('areaAccess', () => {
  it('turns every marketing area off in the EU region, before scopes are known', () => {
    const marketingAreas = AREAS.filter((candidate) => candidate.access.marketing);
    expect(marketingAreas.map((candidate) => candidate.key)).toEqual(
      expect.arrayContaining(['contacts', 'senders', 'single-sends', 'automations', 'design-library', 'custom-fields', 'integrations']),
    );
    for (const candidate of marketingAreas) {
      expect(areaAccess(candidate, { region: 'eu' })).toEqual({ kind: 'eu-unavailable' });
    }
  });

  it('keeps the Email API areas open in the EU region', () => {
    expect(areaAccess(area('unsubscribe-groups'), { region: 'eu', scopes: ['asm.groups.read'] })).toEqual({ kind: 'allowed' });
    expect(areaAccess(area('dynamic-templates'), { region: 'eu', scopes: ['templates.read'] })).toEqual({ kind: 'allowed' });
  });

  it('is undecided until the scopes are loaded', () => {
    expect(areaAccess(area('senders'), { region: 'global' })).toBeUndefined();
  });

  it('needs the marketing scope for marketing areas', () => {
    expect(areaAccess(area('contacts'), { region: 'global', scopes: MARKETING })).toEqual({ kind: 'allowed' });
    expect(areaAccess(area('contacts'), { region: 'global', scopes: ['mail.send'] })).toEqual({
      kind: 'no-access',
      scopeGroup: 'marketing',
      missingScopes: ['marketing.read'],
    });
  });

  it('needs the marketing automation scope as well for automations', () => {
    expect(areaAccess(area('automations'), { region: 'global', scopes: MARKETING })).toEqual({
      kind: 'no-access',
      scopeGroup: 'marketing_automation',
      missingScopes: ['marketing.automation.read'],
    });
    expect(areaAccess(area('automations'), { region: 'global', scopes: [...MARKETING, 'marketing.automation.read'] })).toEqual({ kind: 'allowed' });
  });

  it('needs the designs scope for the design library', () => {
    expect(areaAccess(area('design-library'), { region: 'global', scopes: MARKETING })).toMatchObject({ kind: 'no-access', scopeGroup: 'designs' });
    expect(areaAccess(area('design-library'), { region: 'global', scopes: [...MARKETING, 'designs.read'] })).toEqual({ kind: 'allowed' });
  });
});

describe('canUseEmailTesting', () => {
  const scopes = ['email_testing.read'];
  it.each([
    ['a global user', { region: 'global', userType: 'user', scopes }, true],
    ['a global subuser', { region: 'global', userType: 'subuser', scopes }, true],
    ['an EU subuser', { region: 'eu', userType: 'subuser', scopes }, false],
    ['a user without the email testing scope', { region: 'global', userType: 'user', scopes: [] }, false],
  ])('%s → %s', (_label, facts, expected) => {
    expect(canUseEmailTesting(facts)).toBe(expected);
  });
});
