import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentQueryArbitrary } from '@test/segment-query-arbitraries';
import { SEGMENT_TEST_FIELDS } from '@test/segment-fields';
import { compileQuery } from './compile-query';
import { parseQueryDsl } from './parse-query';

const ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham'];

describe('builder model → query_dsl → builder model', () => {
  it.each(ZONES)('is the identity in %s', (timeZone) => {
    const context = { fields: SEGMENT_TEST_FIELDS, timeZone };
    fc.assert(
      fc.property(segmentQueryArbitrary({ fields: SEGMENT_TEST_FIELDS, timeZone }), (query) => {
        const dsl = compileQuery(query, context);
        const parsed = parseQueryDsl(dsl, context);
        expect(parsed).toEqual({ kind: 'builder', query });
        // And the text is stable: the parsed model writes the same query_dsl.
        if (parsed.kind === 'builder') expect(compileQuery(parsed.query, context)).toBe(dsl);
      }),
      { numRuns: 300 },
    );
  });
});
