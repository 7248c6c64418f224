import { describe, expect, it } from 'vitest';
import type { SingleSendDto } from '@/shared/sending/single-send';
import { variationDeleted, variationsCountChanged } from './ab-variations';
import { changedSettingsPatch, clickTrackingAvailable, draftOf, isHttpUrl, settingsPatch } from './draft';
import { testSendTargetOf } from './test-send-target';

const send: SingleSendDto = {
  id: 's1',
  name: 'Spring',
  status: 'draft',
  channel: 'email',
  categories: [],
  send_at: null,
  send_to: { list_ids: [], segment_ids: [], all: false },
  exclude: { list_ids: [], segment_ids: [] },
  email_config: {
    subject: 'Hello',
    preheader: '',
    html_content: '<p>A</p>',
    plain_content: 'A',
    generate_plain_content: false,
    editor: 'code',
    suppression_group_id: 7,
    custom_unsubscribe_url: null,
    sender_id: 3,
    ip_pool: null,
    click_tracking: true,
  },
  abtest: null,
  ab_variations: [],
  sms_config: null,
  created_at: '2026-01-02T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  warnings: [],
};

describe('the settings draft', () => {
  it('round-trips the send’s settings and patches them without the content', () => {
    const draft = draftOf(send);
    expect(draft).toMatchObject({ senderId: '3', groupId: '7', unsubscribeMode: 'group', subject: 'Hello', abtest: null });
    const patch = settingsPatch(draft, send);
    expect(patch.email_config).toEqual({ subject: 'Hello', preheader: '', sender_id: 3, suppression_group_id: 7, custom_unsubscribe_url: null, ip_pool: null, click_tracking: true });
    expect(patch).toMatchObject({ abtest: null, ab_variations: [] });
  });

  it('keeps a custom link that is not http(s) on screen but never sends it, and drops the group for a custom link', () => {
    const draft = { ...draftOf(send), unsubscribeMode: 'custom' as const, customUnsubscribeUrl: 'ftp://example.com' };
    expect(settingsPatch(draft, send).email_config).toMatchObject({ suppression_group_id: null, custom_unsubscribe_url: null });
    expect(settingsPatch({ ...draft, customUnsubscribeUrl: ' https://example.com/out ' }, send).email_config).toMatchObject({ custom_unsubscribe_url: 'https://example.com/out' });
    expect(['http://a.b', 'https://a.b/c?d', 'ftp://a.b', 'https://', 'javascript:alert(1)', 'example.com'].map(isHttpUrl)).toEqual([true, true, false, false, false, false]);
  });

  it('holds back the A/B test while two subjects are the same, and stores A as the send’s own subject and content', () => {
    const base = draftOf(send);
    const withAb = { ...base, abtest: { type: 'subject' as const, winnerCriteria: 'open' as const, testPercentage: 20, duration: '1 day' }, variations: [
      { id: 'a', name: 'A', subject: 'Hello' },
      { id: 'b', name: 'B', subject: ' hello ' },
    ] };
    expect(settingsPatch(withAb, send)).not.toHaveProperty('ab_variations');
    const unique = { ...withAb, variations: [withAb.variations[0]!, { id: 'b', name: 'B', subject: 'Bonjour' }] };
    expect(settingsPatch(unique, send).ab_variations).toEqual([
      { id: 'a', name: 'A', subject: 'Hello', html_content: '<p>A</p>', design_document: null, plain_content: 'A', editor: 'code' },
      { id: 'b', name: 'B', subject: 'Bonjour', html_content: '<p>A</p>', design_document: null, plain_content: 'A', editor: 'code' },
    ]);
    expect(testSendTargetOf(unique, 'b')).toEqual({ subject: 'Bonjour', senderId: '3', suppressionGroupId: '7' });
  });

  it('adds variations up to 6, keeps at least 2, and never deletes A', () => {
    const draft = { ...draftOf(send), abtest: { type: 'content' as const, winnerCriteria: 'manual' as const, testPercentage: 10, duration: '4 hours' }, variations: [
      { id: 'a', name: 'A', subject: '' },
      { id: 'b', name: 'B', subject: '' },
    ] };
    const six = variationsCountChanged(draft, 9).variations!;
    expect(six.map((variation) => variation.name)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    const three = { ...draft, variations: six.slice(0, 3) };
    expect(variationDeleted(three, 'b').variations!.map(({ id, name }) => `${id}:${name}`)).toEqual(['a:A', `${six[2]!.id}:B`]);
    expect(variationDeleted(three, 'a')).toEqual({});
    expect(variationDeleted(draft, 'b')).toEqual({});
  });

  it('offers click tracking from the 2020-07-16 cutoff on', () => {
    expect(clickTrackingAvailable({ created_at: '2020-07-15T23:59:59Z' })).toBe(false);
    expect(clickTrackingAvailable({ created_at: '2020-07-16T00:00:00Z' })).toBe(true);
  });
});

describe('changedSettingsPatch', () => {
  it('sends only what the draft changed from the stored send, so a preheader saved elsewhere is not sent back', () => {
    expect(changedSettingsPatch({ ...draftOf(send), subject: 'Typed here' }, send)).toEqual({ email_config: { subject: 'Typed here' } });
    expect(changedSettingsPatch({ ...draftOf(send), name: 'Summer', categories: ['news'] }, send)).toEqual({ name: 'Summer', categories: ['news'] });
    expect(changedSettingsPatch(draftOf(send), send)).toEqual({});
  });
});
