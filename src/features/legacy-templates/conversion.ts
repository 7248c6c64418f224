import type { VersionPayload } from '@/features/dynamic-templates/types';
import { LEGACY_MARKERS, replaceLegacyMarkers, replaceLegacyTags, summarizeLegacyTags, type LegacyTagSummary } from '@/shared/handlebars/legacy-tags';
import type { LegacyVersion } from './types';

export type MarkerChange = (typeof LEGACY_MARKERS)[number];

/** What copying a legacy version into a dynamic template writes, and what it changes on the way. */
export interface Conversion {
  payload: VersionPayload;
  /** Each legacy tag of the subject, HTML and plain text once, with its Handlebars form and count. */
  tags: LegacyTagSummary[];
  /** The legacy markers found (body, subject, unsubscribe links). */
  markers: MarkerChange[];
}

const converted = (text: string) => replaceLegacyTags(replaceLegacyMarkers(text).text).html;

/**
 * The test data a copy starts with: a sample for each substitution, so its preview shows where each
 * goes; the body and subject markers become `body` and `subject` data (legacy-tags.ts).
 */
function testDataOf(tags: readonly LegacyTagSummary[], markers: readonly MarkerChange[]): string {
  const data: Record<string, string> = {};
  for (const { name } of tags) data[name] = `[${name}]`;
  if (markers.some(({ marker }) => marker === '<%subject%>')) data.subject = 'The subject of the email';
  if (markers.some(({ marker }) => marker === '<%body%>')) data.body = '<p>The body of the email goes here.</p>';
  return Object.keys(data).length === 0 ? '' : JSON.stringify(data, null, 2);
}

/** A legacy version as a dynamic template version: markers and legacy tags in Handlebars, in the code editor. */
export function convertLegacyVersion(version: LegacyVersion): Conversion {
  const texts = [version.subject, version.htmlContent, version.plainContent];
  const tags = summarizeLegacyTags(texts.join('\n'));
  const found = new Set(texts.flatMap((text) => replaceLegacyMarkers(text).replaced.map(({ marker }) => marker)));
  const markers = LEGACY_MARKERS.filter(({ marker }) => found.has(marker));
  return {
    payload: {
      name: version.name,
      subject: converted(version.subject),
      html_content: converted(version.htmlContent),
      plain_content: converted(version.plainContent),
      generate_plain_content: false,
      editor: 'code',
      test_data: testDataOf(tags, markers),
    },
    tags,
    markers,
  };
}
