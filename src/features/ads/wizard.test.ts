import { describe, expect, it } from 'vitest';
import { adsMessages } from './messages';
import type { AudienceSource } from './types';
import { firstStepWithErrors, toCampaignRequest, validateWizard, type WizardValues } from './wizard';

const sources: AudienceSource[] = [
  { kind: 'list', id: 'big', name: 'Newsletter', count: 1200 },
  { kind: 'list', id: 'tiny', name: 'Wholesale', count: 55 },
  { kind: 'segment', id: 'seg', name: 'Fans', count: 44 },
];
const context = { connected: ['facebook'] as const, sources };
const valid: WizardValues = {
  name: 'Bake sale',
  partners: ['facebook'],
  startDate: '2030-01-01',
  duration: 'temporary',
  endDate: '2030-01-31',
  dailyBudget: '5',
  sources: ['list:big'],
};

describe('validateWizard', () => {
  it('passes a campaign that meets every rule, the minimum budget included', () => {
    expect(validateWizard(valid, 3, context)).toEqual({});
  });

  it('checks only the steps reached so far', () => {
    const empty: WizardValues = { ...valid, name: '', partners: [], dailyBudget: '', sources: [] };
    expect(Object.keys(validateWizard(empty, 0, context))).toEqual(['name']);
    expect(Object.keys(validateWizard(empty, 3, context))).toEqual(['name', 'partners', 'dailyBudget', 'sources']);
  });

  it('words each rule', () => {
    expect(validateWizard({ ...valid, partners: ['instagram'] }, 1, context).partners).toBe(adsMessages.notConnected('instagram'));
    expect(validateWizard({ ...valid, endDate: '' }, 2, context).endDate).toBe(adsMessages.endDateRequired);
    expect(validateWizard({ ...valid, endDate: '2029-12-31' }, 2, context).endDate).toBe(adsMessages.endBeforeStart);
    expect(validateWizard({ ...valid, duration: 'ongoing', endDate: '' }, 2, context).endDate).toBeUndefined();
    expect(validateWizard({ ...valid, dailyBudget: '4.99' }, 2, context).dailyBudget).toBe('The daily budget must be at least $5.00.');
    expect(validateWizard({ ...valid, sources: ['list:tiny', 'segment:seg'] }, 3, context).sources).toBe(
      'The target audience needs at least 100 contacts; the chosen lists and segments have 99.',
    );
    expect(validateWizard({ ...valid, sources: ['list:tiny', 'segment:seg', 'list:big'] }, 3, context).sources).toBeUndefined();
  });

  it('finds the first step to go back to', () => {
    expect(firstStepWithErrors({ sources: 'x', partners: 'y' })).toBe(1);
    expect(firstStepWithErrors({})).toBeUndefined();
  });
});

describe('toCampaignRequest', () => {
  it('drops the end date of an ongoing campaign and splits lists from segments', () => {
    expect(toCampaignRequest({ ...valid, duration: 'ongoing', sources: ['list:big', 'segment:seg'] })).toEqual({
      name: 'Bake sale',
      partners: ['facebook'],
      schedule: { start_date: '2030-01-01', duration: 'ongoing', end_date: null, daily_budget: 5 },
      audience: { list_ids: ['big'], segment_ids: ['seg'] },
    });
  });
});
