import { describe, expect, it } from 'vitest';
import { findDestination, toIntegration, toIntegrationPatch, toIntegrationPayload, toSegmentFormValues } from './types';

describe('integration mappers', () => {
  it('reads the published shape, US/EU as global/eu, and drops unknown events', () => {
    expect(
      toIntegration({
        integration_id: 'i1',
        user_id: '1',
        destination: 'Segment',
        label: '',
        filters: { email_events: ['open', 'teleported'] },
        properties: { write_key: 'abc1234', destination_region: 'EU' },
      }),
    ).toEqual({ id: 'i1', destination: 'Segment', label: 'Untitled Integration', writeKey: 'abc1234', region: 'eu', events: ['open'] });
    expect(toIntegration({ integration_id: 'i2', destination: 'Segment', properties: { destination_region: 'US' } }).region).toBe('global');
  });

  it('writes the spec payload, events in the form order', () => {
    expect(
      toIntegrationPayload('Segment', { ...toSegmentFormValues(), label: '  Web ', writeKey: 'abc1234', region: 'eu', events: ['open', 'drop'] }),
    ).toEqual({
      destination: 'Segment',
      label: 'Web',
      filters: { email_events: ['drop', 'open'] },
      properties: { write_key: 'abc1234', destination_region: 'EU' },
    });
  });

  it('patches only what changed, down to one property, as the API sends it', () => {
    const opened = { label: 'Web', writeKey: 'abc1234', region: 'global' as const, events: ['open' as const, 'click' as const] };
    expect(toIntegrationPatch('Segment', opened, { ...opened, region: 'eu' })).toEqual({ properties: { destination_region: 'EU' } });
    expect(toIntegrationPatch('Segment', opened, { ...opened, label: ' Web ', events: ['click', 'open'] })).toEqual({});
    expect(toIntegrationPatch('Segment', opened, { ...opened, label: '' })).toEqual({ label: 'Untitled Integration' });
  });

  it('finds destinations whatever the case of the route parameter', () => {
    expect(findDestination('Segment')?.key).toBe('segment');
    expect(findDestination('TWILIO')?.key).toBe('twilio');
    expect(findDestination('mailchimp')).toBeUndefined();
  });
});
