import { describe, expect, it } from 'vitest';
import type { Entrant } from './contact-store';
import { contactStore } from './contact-store-provider';

const T0 = Date.parse('2026-05-01T12:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

async function allEntrants(listId: string, after: number, until: number, limit: number): Promise<Entrant[]> {
  const entrants: Entrant[] = [];
  let cursor: string | undefined;
  do {
    const page = await contactStore().findEntrants('avery', { entry: { listId }, after: at(after), until: at(until), cursor, limit });
    entrants.push(...page.entrants);
    cursor = page.cursor;
  } while (cursor !== undefined);
  return entrants;
}

describe('automation entry in the contact store', () => {
  it('finds the contacts added to a list in a window, oldest first, paging through one instant without loss', async () => {
    const store = contactStore();
    const list = await store.createList('avery', 'Entry test', at(T0));
    const [seeded] = await store.getLists('avery');
    const before = await store.upsertContacts('avery', [{ email: 'before@entry.test' }], { listIds: [list.id], now: at(T0) });
    const batch = Array.from({ length: 25 }, (_, index) => ({ email: `batch${index}@entry.test` }));
    const imported = await store.upsertContacts('avery', batch, { listIds: [list.id], now: at(T0 + 1000) });
    // An existing contact added later by id; seeded members (added_at 0) never count.
    await store.addToList('avery', list.id, before.ids, at(T0 + 2000));
    await store.addToList('avery', list.id, [(await store.readPage('avery', { pageSize: 1 })).contacts[0]!.id], at(T0 + 3000));

    const found = await allEntrants(list.id, T0, T0 + 2500, 7);
    expect(found.map((entrant) => entrant.contact_id).sort()).toEqual([...imported.ids].sort());
    expect(found.every((entrant) => entrant.at === at(T0 + 1000))).toBe(true);
    expect(await allEntrants(list.id, T0 + 1000, T0 + 10_000, 100)).toHaveLength(1);
    expect(await allEntrants(seeded!.id, 0, T0 + 10_000, 100)).toEqual([]);
  });

  it('writes an automation’s mail events under its mail source, skipping unknown contacts', async () => {
    const store = contactStore();
    const { ids } = await store.upsertContacts('avery', [{ email: 'events@entry.test' }]);
    const automationId = crypto.randomUUID();
    const written = await store.recordAutomationEvents('avery', {
      source: { id: automationId, name: 'Welcome', sentAt: at(T0) },
      events: [
        { contactId: ids[0]!, type: 'delivered', at: at(T0 + 500) },
        { contactId: ids[0]!, type: 'open', at: at(T0 + 60_000) },
        { contactId: crypto.randomUUID(), type: 'open', at: at(T0 + 60_000) },
      ],
    });
    expect(written).toBe(2);
    const { rows } = await store.query({ sql: "SELECT s.kind, count(*) FROM mail_events e JOIN mail_sources s ON s.seq = e.source_seq WHERE s.id = ? GROUP BY s.kind", params: [automationId] });
    expect(rows).toEqual([['automation', 2]]);
    expect((await store.getEngagement('avery', ids[0]!))?.last_opened).toBe(at(T0 + 60_000));
  });
});
