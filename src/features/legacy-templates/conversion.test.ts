import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { convertLegacyVersion } from './conversion';
import type { LegacyVersion } from './types';

const version = (patch: Partial<LegacyVersion>): LegacyVersion => ({
  id: 'v',
  templateId: 't',
  active: true,
  name: 'Wrapper',
  subject: '<%subject%>',
  editor: 'code',
  updated: '2026-09-01T10:00:00Z',
  htmlContent: '<html><body><h1>Hi -first_name-</h1><%body%><a href="https://x.com/?c=:city">x</a></body></html>',
  plainContent: 'Hi -first_name-\n<%body%>',
  ...patch,
});

describe('convertLegacyVersion', () => {
  it('writes the markers and tags in Handlebars, for the code editor, with its own plain text', () => {
    const { payload, tags, markers } = convertLegacyVersion(version({}));
    expect(payload).toEqual({
      name: 'Wrapper',
      subject: '{{subject}}',
      html_content: '<html><body><h1>Hi {{first_name}}</h1>{{{body}}}<a href="https://x.com/?c={{city}}">x</a></body></html>',
      plain_content: 'Hi {{first_name}}\n{{{body}}}',
      generate_plain_content: false,
      editor: 'code',
      test_data: expect.any(String),
    });
    expect(tags.map(({ tag, handlebars, count }) => [tag, handlebars, count])).toEqual([
      ['-first_name-', '{{first_name}}', 2],
      [':city', '{{city}}', 1],
    ]);
    expect(markers.map(({ marker, handlebars }) => [marker, handlebars])).toEqual([
      ['<%body%>', '{{{body}}}'],
      ['<%subject%>', '{{subject}}'],
    ]);
  });

  it('starts the copy’s test data with a sample for every substitution, so its preview renders', () => {
    const { payload } = convertLegacyVersion(version({}));
    const data = JSON.parse(payload.test_data!) as Record<string, string>;
    expect(Object.keys(data).sort()).toEqual(['body', 'city', 'first_name', 'subject']);
    expect(Handlebars.compile(payload.html_content)(data)).toContain('<h1>Hi [first_name]</h1><p>The body of the email goes here.</p>');
  });

  it('leaves Handlebars-only content as it is, with no test data', () => {
    const { payload, tags, markers } = convertLegacyVersion(version({ subject: 'Hello {{name}}', htmlContent: '<p>{{name}} 50% 10:30</p>', plainContent: '' }));
    expect([payload.subject, payload.html_content, payload.test_data, tags, markers]).toEqual(['Hello {{name}}', '<p>{{name}} 50% 10:30</p>', '', [], []]);
  });
});
