import { describe, expect, it } from 'vitest';
import { toCustomField, toReservedField } from '@/features/custom-fields/types';
import { compileQuery } from '@/features/segments/query/compile-query';
import { parseQueryDsl } from '@/features/segments/query/parse-query';
import { apiIdOf, RESERVED_FIELD_DEFINITIONS } from './field-definitions';
import { seedCustomFields } from './seed-custom-fields';
import { seedSegments } from './seed-segments';

/** Seeded V2 queries that are not the builder's on purpose: the "too advanced" demo and the INVALID one. */
const NOT_BUILDER = ['Gmail and Yahoo addresses', 'Old VIP codes'];
const TIME_ZONES: Record<string, string> = { frankie: 'America/Chicago' };

describe('seeded segments', () => {
  it('are written exactly as the builder writes them, but for the two that show the other states', () => {
    const v2 = seedSegments().rows.filter((segment) => segment.query_version === '2');
    for (const segment of v2) {
      const fields = [
        ...RESERVED_FIELD_DEFINITIONS.map((field) => toReservedField(field)),
        ...seedCustomFields()
          .rows.filter((field) => field.owner === segment.owner)
          .map((field) => toCustomField({ id: apiIdOf(field), name: field.name, field_type: field.field_type })),
      ];
      const context = { fields, timeZone: TIME_ZONES[segment.owner] ?? 'UTC' };
      const parsed = parseQueryDsl(segment.query_dsl, context);
      if (NOT_BUILDER.includes(segment.name)) {
        expect(parsed.kind, segment.name).toBe('too_advanced');
      } else {
        expect(parsed.kind, `${segment.name}: ${parsed.kind === 'too_advanced' ? parsed.reason : ''}`).toBe('builder');
        if (parsed.kind === 'builder') expect(compileQuery(parsed.query, context)).toBe(segment.query_dsl);
      }
    }
  });

  it('have unique names per account', () => {
    const keys = seedSegments().rows.map((segment) => `${segment.owner}/${segment.name.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
