import { describe, expect, it } from 'vitest';
import { isSafeHref, safeTo } from './safe-href';

describe('safeHref', () => {
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x', 'data:text/html,x', 'vbscript:x'])(
    'rejects %j',
    (href) => expect(isSafeHref(href)).toBe(false),
  );

  it.each(['/campaigns', 'campaigns/1?tab=stats', 'https://sendgrid.com/docs', '#top', 'mailto:support@example.com'])(
    'accepts %j',
    (href) => expect(isSafeHref(href)).toBe(true),
  );

  it('checks the pathname of location objects', () => {
    expect(safeTo({ pathname: 'javascript:alert(1)' })).toBe('#');
    expect(safeTo({ pathname: '/lists', search: '?page=2' })).toEqual({ pathname: '/lists', search: '?page=2' });
  });
});
