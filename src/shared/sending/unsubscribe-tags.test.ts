import { describe, expect, it } from 'vitest';
import { foreignMergeTag, hasUnsubscribeLink, isUnsubscribeLink, looksLikeUnsubscribePage } from './unsubscribe-tags';

describe('unsubscribe tags', () => {
  it('knows the platform’s tags however they are spaced or cased', () => {
    expect(isUnsubscribeLink('{{{ unsubscribe }}}')).toBe(true);
    expect(isUnsubscribeLink('[Unsubscribe]')).toBe(true);
    expect(isUnsubscribeLink('<%asm_preferences_raw_url%>')).toBe(true);
    expect(isUnsubscribeLink('https://example.com/unsubscribe')).toBe(false);
  });

  it('finds an unsubscribe link in an email’s HTML', () => {
    expect(hasUnsubscribeLink('<a class="u" href="{{{unsubscribe}}}">Unsubscribe</a>')).toBe(true);
    expect(hasUnsubscribeLink('<a href=[unsubscribe_preferences]>Preferences</a>')).toBe(true);
    expect(hasUnsubscribeLink('<a href="&lt;%asm_group_unsubscribe_raw_url%&gt;">x</a>')).toBe(true);
    expect(hasUnsubscribeLink('<p>{{{unsubscribe}}}</p><a href="https://example.com">x</a>')).toBe(false);
    expect(hasUnsubscribeLink('')).toBe(false);
  });

  it('takes the custom unsubscribe URL as a link when one is given', () => {
    const url = 'https://example.com/leave?a=1&b=2';
    expect(hasUnsubscribeLink('<a href="https://example.com/leave?a=1&amp;b=2">Leave</a>', url)).toBe(true);
    expect(hasUnsubscribeLink('<a href="https://example.com/leave">Leave</a>', url)).toBe(false);
    expect(hasUnsubscribeLink('<a href="https://example.com/leave">Leave</a>', null)).toBe(false);
  });

  it('tells an unsubscribe page by its address or by the words of its link', () => {
    expect(looksLikeUnsubscribePage('https://example.com/unsubscribe?u=1')).toBe(true);
    expect(looksLikeUnsubscribePage('http://htmlemail.io/blog', 'Unsubscribe')).toBe(true);
    expect(looksLikeUnsubscribePage('https://example.com/blog', 'Read the blog')).toBe(false);
    expect(looksLikeUnsubscribePage('{{{unsubscribe}}}', 'Unsubscribe')).toBe(false);
  });

  it("knows other platforms' merge tags used as links", () => {
    for (const tag of ['*|ARCHIVE|*', '*|UPDATE_PROFILE|*', '{% manage_preferences %}', '{{ pm:unsubscribe }}', '%%VIEW_IN_BROWSER%%']) expect(foreignMergeTag(tag)).toBe(true);
    for (const href of ['{{{unsubscribe}}}', 'https://example.com', '{{weblink}}', '[Unsubscribe]']) expect(foreignMergeTag(href)).toBe(false);
  });
});
