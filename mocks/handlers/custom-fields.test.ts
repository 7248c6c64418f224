import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  fieldNameError,
  LEGACY_RESERVED_FIELD_MESSAGE,
  NAME_IN_USE_MESSAGE,
  RESERVED_FIELD_MESSAGE,
  RESERVED_FIELD_NAMES,
  SQL_KEYWORD_MESSAGE,
  SQL_RESERVED_KEYWORDS,
  SYSTEM_FIELD_MESSAGE,
  SYSTEM_FIELD_NAMES,
} from '@/features/custom-fields/field-name-rules';
import { MAX_CUSTOM_FIELDS } from '@/features/custom-fields/limits';
import { createCustomField, RESERVED_FIELD_DEFINITIONS } from '../db/field-definitions';
import { findUser } from '../db/users';
import { signInAs } from '../node';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import {
  FIELD_TYPE_CHANGE_MESSAGE,
  FIELD_TYPE_MESSAGE,
  LEGACY_FIELD_TYPE_MESSAGE,
  RESERVED_FIELD_CHANGE_MESSAGE,
  RESERVED_FIELD_DELETE_MESSAGE,
} from './custom-fields';
import { CUSTOM_FIELD_LIMIT_MESSAGE } from './limit-messages';

interface Definition {
  id: string;
  name: string;
  field_type: string;
  read_only?: boolean;
  _metadata?: { self: string };
}
interface Definitions {
  custom_fields: Definition[];
  reserved_fields: Definition[];
  _metadata: { self: string };
}

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const list = async () => (await (await call('/marketing/field_definitions')).json()) as Definitions;
const create = (body: unknown) => call('/marketing/field_definitions', { method: 'POST', body });
const errorsOf = async (response: Response) => ((await response.json()) as { errors: unknown[] }).errors;
const fieldNamed = async (name: string) => {
  const field = (await list()).custom_fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no custom field ${name}`);
  return field;
};

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

describe('GET /marketing/field_definitions', () => {
  it('lists the seeded custom fields and the reserved fields in SendGrid’s shapes', async () => {
    const response = await call('/marketing/field_definitions');
    expect(response.status).toBe(200);
    const body = await list();
    expect(body.custom_fields.map((field) => field.name)).toEqual(expect.arrayContaining(['loyalty_tier', 'signup_date', 'lifetime_value']));
    for (const field of body.custom_fields) {
      expect(field.id).toMatch(/^e\d+_[TND]$/);
      expect(field.id.endsWith(`_${field.field_type[0]}`)).toBe(true);
      expect(Object.keys(field).sort()).toEqual(['field_type', 'id', 'name']);
    }
    expect(body.reserved_fields).toHaveLength(24);
    expect(body.reserved_fields[0]).toEqual({ id: '_rf0_T', name: 'first_name', field_type: 'Text' });
    expect(body.reserved_fields.find((field) => field.name === 'last_opened')).toEqual({
      id: '_rf17_D',
      name: 'last_opened',
      field_type: 'Date',
      read_only: true,
    });
    expect(body._metadata.self).toMatch(/\/v3\/marketing\/field_definitions$/);
  });

  it("shows each account only its own fields (an impersonated subuser's for the administrator)", async () => {
    const avery = (await list()).custom_fields.map((field) => field.name);
    const admin = signInAs('admin-impersonating');
    const response = await apiFetch('/marketing/field_definitions', { token: admin.token, headers: { 'on-behalf-of': admin.impersonating! } });
    const sub = ((await response.json()) as Definitions).custom_fields.map((field) => field.name);
    expect(sub).toEqual(['campaign_source', 'signup_date', 'lifetime_value']);
    expect(avery).toContain('loyalty_tier');
    expect(sub).not.toContain('loyalty_tier');
  });

  it('answers 401 without a valid token', async () => {
    expect((await apiFetch('/marketing/field_definitions')).status).toBe(401);
  });
});

describe('POST /marketing/field_definitions', () => {
  it('creates a field (200) with an id encoding its type, which the list then includes', async () => {
    const response = await create({ name: 'trail_miles', field_type: 'Number' });
    expect(response.status).toBe(200);
    const created = (await response.json()) as Definition;
    expect(created).toMatchObject({ name: 'trail_miles', field_type: 'Number' });
    expect(created.id).toMatch(/^e\d+_N$/);
    expect(created._metadata?.self).toMatch(new RegExp(`/v3/marketing/field_definitions/${created.id}$`));
    expect((await list()).custom_fields).toContainEqual({ id: created.id, name: 'trail_miles', field_type: 'Number' });
  });

  it('never reuses an id, even after a delete', async () => {
    const first = (await (await create({ name: 'temp_one', field_type: 'Text' })).json()) as Definition;
    await call(`/marketing/field_definitions/${first.id}`, { method: 'DELETE' });
    const second = (await (await create({ name: 'temp_two', field_type: 'Text' })).json()) as Definition;
    expect(Number(second.id.slice(1, -2))).toBeGreaterThan(Number(first.id.slice(1, -2)));
  });

  it.each([
    ['select', SQL_KEYWORD_MESSAGE],
    ['Order', SQL_KEYWORD_MESSAGE],
    ['created_at', SYSTEM_FIELD_MESSAGE],
    ['contact_id', SYSTEM_FIELD_MESSAGE],
    ['first_name', RESERVED_FIELD_MESSAGE],
    ['EMAIL', RESERVED_FIELD_MESSAGE],
    ['Loyalty_Tier', NAME_IN_USE_MESSAGE],
    ['9lives', 'must start with a letter or an underscore'],
    ['my field', 'may contain only letters, numbers and underscores'],
    ['', 'is a required field'],
  ])('refuses the name %j with "%s"', async (name, message) => {
    const response = await create({ name, field_type: 'Text' });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([{ field: 'name', message }]);
  });

  it('checks the type and reports every field at once', async () => {
    expect(await errorsOf(await create({ name: 'select', field_type: 'Boolean' }))).toEqual([
      { field: 'name', message: SQL_KEYWORD_MESSAGE },
      { field: 'field_type', message: FIELD_TYPE_MESSAGE },
    ]);
    expect(await errorsOf(await create({ name: 'fine_name' }))).toEqual([{ field: 'field_type', message: 'is a required field' }]);
    expect(await errorsOf(await create({ name: 42, field_type: 'Text' }))).toEqual([{ field: 'name', message: 'must be a string' }]);
  });

  it('refuses a body that is not a JSON object', async () => {
    const response = await call('/marketing/field_definitions', { method: 'POST', body: ['name'] });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([{ field: null, message: 'request body must be a JSON object' }]);
  });

  it('stores the name trimmed', async () => {
    const created = (await (await create({ name: '  padded_name ', field_type: 'Date' })).json()) as Definition;
    expect(created.name).toBe('padded_name');
  });

  it(`stops at ${MAX_CUSTOM_FIELDS} custom fields with a 403 naming the limit`, async () => {
    const avery = findUser('avery')!;
    const existing = (await list()).custom_fields.length;
    for (let index = existing; index < MAX_CUSTOM_FIELDS; index += 1) createCustomField(avery, `bulk_${index}`, 'Text', new Date());
    const response = await create({ name: 'one_too_many', field_type: 'Text' });
    expect(response.status).toBe(403);
    expect(await errorsOf(response)).toEqual([{ field: null, message: CUSTOM_FIELD_LIMIT_MESSAGE }]);
    expect(CUSTOM_FIELD_LIMIT_MESSAGE).toContain('500');
    const legacy = await call('/contactdb/custom_fields?show_all_ids=true', { method: 'POST', body: { name: 'legacy_too_many', type: 'text' } });
    expect(legacy.status).toBe(403);
  });

  it('answers with exactly the message the app’s form shows for the same name (property)', async () => {
    const taken = new Set((await list()).custom_fields.map((field) => field.name.toLowerCase()));
    const names = fc.oneof(
      fc.constantFrom(...SQL_RESERVED_KEYWORDS).map((word) => word.toLowerCase()),
      fc.constantFrom(...RESERVED_FIELD_NAMES, ...SYSTEM_FIELD_NAMES),
      fc.constantFrom(...taken).map((name) => name.toUpperCase()),
      fc.string({ maxLength: 12 }),
      fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,10}$/),
    );
    await fc.assert(
      fc.asyncProperty(names, async (name) => {
        const expected = fieldNameError(name, { takenNames: taken });
        fc.pre(expected !== undefined); // a valid name would be created, changing what is taken
        const response = await create({ name, field_type: 'Text' });
        expect(response.status).toBe(400);
        expect(await errorsOf(response)).toEqual([{ field: 'name', message: expected }]);
      }),
      { numRuns: 60 },
    );
  });
});

describe('PATCH /marketing/field_definitions/{id}', () => {
  it('renames a field and keeps its type', async () => {
    const field = await fieldNamed('shoe_size');
    const response = await call(`/marketing/field_definitions/${field.id}`, { method: 'PATCH', body: { name: 'boot_size' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: field.id, name: 'boot_size', field_type: 'Number' });
    expect((await list()).custom_fields.map((candidate) => candidate.name)).not.toContain('shoe_size');
  });

  it('lets a field keep its own name, in another case too, but not take another’s', async () => {
    const field = await fieldNamed('loyalty_tier');
    const same = await call(`/marketing/field_definitions/${field.id}`, { method: 'PATCH', body: { name: 'Loyalty_Tier' } });
    expect(same.status).toBe(200);
    const clash = await call(`/marketing/field_definitions/${field.id}`, { method: 'PATCH', body: { name: 'BIRTHDAY' } });
    expect(await errorsOf(clash)).toEqual([{ field: 'name', message: NAME_IN_USE_MESSAGE }]);
  });

  it('refuses to change the type, and to rename to a reserved keyword', async () => {
    const field = await fieldNamed('birthday');
    const response = await call(`/marketing/field_definitions/${field.id}`, { method: 'PATCH', body: { name: 'where', field_type: 'Text' } });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      { field: 'name', message: SQL_KEYWORD_MESSAGE },
      { field: 'field_type', message: FIELD_TYPE_CHANGE_MESSAGE },
    ]);
    const unchangedType = await call(`/marketing/field_definitions/${field.id}`, { method: 'PATCH', body: { name: 'born_on', field_type: 'Date' } });
    expect(unchangedType.status).toBe(200);
  });

  it('refuses reserved fields (400) and unknown, malformed, mistyped or foreign ids (404)', async () => {
    const reserved = await call('/marketing/field_definitions/_rf0_T', { method: 'PATCH', body: { name: 'given_name' } });
    expect(reserved.status).toBe(400);
    expect(await errorsOf(reserved)).toEqual([{ field: null, message: RESERVED_FIELD_CHANGE_MESSAGE }]);
    const field = await fieldNamed('loyalty_tier');
    const mistyped = field.id.replace(/_T$/, '_N');
    const frankie = signInAs('owner-free').token;
    for (const response of [
      await call('/marketing/field_definitions/e9999_T', { method: 'PATCH', body: { name: 'x_y' } }),
      await call('/marketing/field_definitions/w1', { method: 'PATCH', body: { name: 'x_y' } }),
      await call(`/marketing/field_definitions/${mistyped}`, { method: 'PATCH', body: { name: 'x_y' } }),
      await apiFetch(`/marketing/field_definitions/${field.id}`, { token: frankie, method: 'PATCH', body: { name: 'x_y' } }),
    ]) {
      expect(response.status).toBe(404);
    }
  });
});

describe('DELETE /marketing/field_definitions/{id}', () => {
  it('deletes a field (204); a second delete is a 404', async () => {
    const field = await fieldNamed('referral_code');
    expect((await call(`/marketing/field_definitions/${field.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await list()).custom_fields.map((candidate) => candidate.id)).not.toContain(field.id);
    expect((await call(`/marketing/field_definitions/${field.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses to delete a reserved field', async () => {
    const response = await call('/marketing/field_definitions/_rf21_D', { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([{ field: null, message: RESERVED_FIELD_DELETE_MESSAGE }]);
  });
});

describe('POST /contactdb/custom_fields (legacy)', () => {
  const legacyCreate = (body: unknown, query = '?show_all_ids=true') => call(`/contactdb/custom_fields${query}`, { method: 'POST', body });

  it('creates a field (201) in the legacy shape, with the field_definitions id as tne_id when asked', async () => {
    const response = await legacyCreate({ name: 'gear_budget', type: 'number' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number; tne_id: string; name: string; type: string };
    expect(created).toMatchObject({ name: 'gear_budget', type: 'number' });
    expect(Number.isInteger(created.id)).toBe(true);
    expect(created.tne_id).toBe(`e${created.id}_N`);
    expect((await list()).custom_fields).toContainEqual({ id: created.tne_id, name: 'gear_budget', field_type: 'Number' });

    const plain = (await (await legacyCreate({ name: 'camp_nights', type: 'date' }, '')).json()) as Record<string, unknown>;
    expect(Object.keys(plain).sort()).toEqual(['id', 'name', 'type']);
  });

  it('words reserved and system names the legacy way, and shares the other rules', async () => {
    for (const name of ['first_name', 'created_at', 'Lists']) {
      expect(await errorsOf(await legacyCreate({ name, type: 'text' }))).toEqual([{ field: 'name', message: LEGACY_RESERVED_FIELD_MESSAGE }]);
    }
    expect(await errorsOf(await legacyCreate({ name: 'table', type: 'text' }))).toEqual([{ field: 'name', message: SQL_KEYWORD_MESSAGE }]);
    expect(await errorsOf(await legacyCreate({ name: 'loyalty_tier', type: 'text' }))).toEqual([{ field: 'name', message: NAME_IN_USE_MESSAGE }]);
    expect(await errorsOf(await legacyCreate({ name: 'ok_name', type: 'boolean' }))).toEqual([{ field: 'type', message: LEGACY_FIELD_TYPE_MESSAGE }]);
  });
});

describe('the reserved field definitions', () => {
  it('match the name rules: writable ones are reserved names, read-only ones system names', () => {
    for (const field of RESERVED_FIELD_DEFINITIONS) {
      expect(field.read_only ? SYSTEM_FIELD_NAMES.has(field.name) : RESERVED_FIELD_NAMES.has(field.name), field.name).toBe(true);
      expect(field.id).toMatch(new RegExp(`^_rf\\d+_${field.field_type[0]}$`));
    }
  });
});
