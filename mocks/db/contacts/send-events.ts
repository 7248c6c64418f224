import type { Database } from '@sqlite.org/sqlite-wasm';
import type { MailAudience, SendDelivery, SendDeliveryRequest, SendEngagement, SendEngagementRequest } from './contact-store';

/**
 * The send simulator's side of the contact store (mocks/db/send-simulator.ts): who a single send goes
 * to, and its mail events, written to `mail_events` so engagement segments see them.
 *
 * Every recipient's fate is a deterministic draw from (contact seq, mail source seq). Delivery writes a
 * recipient's whole story at once, each event at its own time: delivered or bounce within the first
 * minute, then the open, click, unsubscribe and spam report at their (near-future) times. Reading the
 * story step by step is then a count of the events in a time window, over the `(type, at)` index: a
 * step costs what its window holds, not what the audience holds (a list of 160,000 contacts in Node: 2.6 s
 * to deliver, then 0.2 ms a step; computing each step's events from the audience took 3.6 s a step).
 * Draws are per mille: `bucket` places a recipient in an A/B slice, `d1` decides a bounce, `d2` an
 * open and a click, `d3` an unsubscribe or a spam report, `d4` when.
 */
const draw = (a: number, b: number, seq = 'c.seq') => `(((${seq} * ${a} + :src * ${b}) % 1000003) % 1000)`;
const bucket = (seq = 'c.seq') => draw(2654435761, 40503, seq);
const D1 = draw(7919, 104729);
const D2 = draw(15485863, 32452843);
const D3 = draw(49979687, 86028121);
const D4 = draw(122949829, 141650939);
/** Deliveries land within a tenth of the engagement spread (a minute at the normal 10-minute spread). */
const deliveryMs = (spreadMs: number) => Math.max(1000, Math.round(spreadMs / 10));

type Params = Record<string, string | number>;

function audienceSql(owner: string, audience: MailAudience, channel: 'email' | 'sms'): { where: string; exclude: string; params: Params } {
  const include = audience.all
    ? '1'
    : `(c.seq IN (SELECT m.contact_seq FROM list_members m JOIN lists l ON l.seq = m.list_seq WHERE l.owner = :owner AND l.id IN (SELECT value FROM json_each(:lists)))
        OR c.seq IN (SELECT contact_seq FROM segment_members WHERE segment_id IN (SELECT value FROM json_each(:segments))))`;
  const exclude = `(c.seq IN (SELECT m.contact_seq FROM list_members m JOIN lists l ON l.seq = m.list_seq WHERE l.owner = :owner AND l.id IN (SELECT value FROM json_each(:xlists)))
        OR c.seq IN (SELECT contact_seq FROM segment_members WHERE segment_id IN (SELECT value FROM json_each(:xsegments))))`;
  const reachable = channel === 'sms' ? 'c.phone_number IS NOT NULL' : "c.email <> ''";
  return {
    where: `c.owner = :owner AND ${reachable} AND ${include}`,
    exclude,
    params: {
      ':owner': owner,
      ':lists': JSON.stringify(audience.listIds),
      ':segments': JSON.stringify(audience.segmentIds),
      ':xlists': JSON.stringify(audience.excludeListIds),
      ':xsegments': JSON.stringify(audience.excludeSegmentIds),
    },
  };
}

function sliceSql(slice: SendDeliveryRequest['slice'], seq = 'c.seq'): string {
  const drawn = bucket(seq);
  return `${drawn} >= :from AND ${drawn} < :to${slice.of !== undefined ? ` AND (${drawn} % :of) = :index` : ''}`;
}

const sliceParams = (slice: SendDeliveryRequest['slice']): Params => ({
  ':from': slice.from,
  ':to': slice.to,
  ...(slice.of !== undefined ? { ':of': slice.of, ':index': slice.index ?? 0 } : {}),
});

export function createSendEvents(db: Database) {
  const value = (sql: string, bind: Params) => Number(db.selectValue(sql, bind));
  const run = (sql: string, bind: Params) => {
    db.exec({ sql, bind });
    return db.changes();
  };
  /** Only the named parameters a statement uses (SQLite refuses unknown ones). */
  const used = (sql: string, params: Params): Params => Object.fromEntries(Object.entries(params).filter(([name]) => sql.includes(name)));

  function recipientsSql(owner: string, audience: MailAudience, channel: 'email' | 'sms') {
    const { where, exclude, params } = audienceSql(owner, audience, channel);
    return { where: `${where} AND NOT ${exclude}`, excludedWhere: `${where} AND ${exclude}`, params };
  }

  function sourceSeq(owner: string, source: SendDeliveryRequest['source']): number {
    run("INSERT OR IGNORE INTO mail_sources (id, owner, kind, name, sent_at) VALUES (:id, :owner, 'singlesend', :name, :at)", {
      ':id': source.id,
      ':owner': owner,
      ':name': source.name,
      ':at': Date.parse(source.sentAt),
    });
    return value('SELECT seq FROM mail_sources WHERE id = :id AND owner = :owner', { ':id': source.id, ':owner': owner });
  }

  return {
    countAudience(owner: string, audience: MailAudience, channel: 'email' | 'sms'): { count: number; excluded: number } {
      const { where, excludedWhere, params } = recipientsSql(owner, audience, channel);
      const count = `SELECT count(*) FROM contacts c WHERE ${where}`;
      const excluded = `SELECT count(*) FROM contacts c WHERE ${excludedWhere}`;
      return { count: value(count, used(count, params)), excluded: value(excluded, used(excluded, params)) };
    },

    /**
     * The recipients of one slice get their delivered or bounce event and, when delivered, their open,
     * click, unsubscribe and spam report events at their times (SMS: only counted, no mail events).
     */
    deliver(owner: string, request: SendDeliveryRequest): SendDelivery {
      const { where, params } = recipientsSql(owner, request.audience, request.channel);
      const src = sourceSeq(owner, request.source);
      const sent = Date.parse(request.source.sentAt);
      const { rates } = request;
      const bind: Params = {
        ...params,
        ...sliceParams(request.slice),
        ':src': src,
        ':sent': sent,
        ':spread': request.spreadMs,
        ':delivery': deliveryMs(request.spreadMs),
        ':bounce': rates.bounce,
        ':open': rates.open,
        ':click': rates.click,
        ':unsub': rates.unsubscribe,
        ':spam': rates.spamReport,
      };
      const recipients = `FROM contacts c WHERE ${where} AND ${sliceSql(request.slice)}`;
      if (request.channel === 'sms') {
        const countSql = `SELECT count(*), sum(${D1} < :bounce) ${recipients}`;
        const [total, failed] = db.selectArray(countSql, used(countSql, bind)) as number[];
        return { requests: Number(total), delivered: Number(total) - Number(failed ?? 0), bounces: Number(failed ?? 0) };
      }
      const insert = (type: string, at: string, condition: string) => {
        const sql = `INSERT OR IGNORE INTO mail_events (contact_seq, type, at, source_seq) SELECT c.seq, '${type}', ${at}, :src ${recipients} AND ${condition}`;
        return run(sql, used(sql, bind));
      };
      // Times in milliseconds: delivered within `:delivery`, opened over the spread after it (most early),
      // clicked half a delivery to one and a half after opening, unsubscribed or reported after two.
      const deliveredAt = `(:sent + ${D1} * :delivery / 1000)`;
      const openedAt = `(:sent + :delivery + (${D4} * ${D4} * :spread) / 1000000)`;
      const delivered = `${D1} >= :bounce`;
      return db.transaction(() => {
        const counts = { delivered: insert('delivered', deliveredAt, delivered), bounces: insert('bounce', deliveredAt, `${D1} < :bounce`) };
        insert('open', openedAt, `${delivered} AND ${D2} < :open`);
        insert('click', `${openedAt} + :delivery / 2 + ${D3} * :delivery / 1000`, `${delivered} AND ${D2} < :click`);
        insert('unsubscribe', `${openedAt} + :delivery * 2`, `${delivered} AND ${D2} < :open AND ${D3} < :unsub`);
        insert('spamreport', `${openedAt} + :delivery * 2 + :delivery / 2`, `${delivered} AND ${D2} < :open AND ${D3} >= 1000 - :spam`);
        return { requests: counts.delivered + counts.bounces, ...counts };
      });
    },

    /** The slice's opens, clicks, unsubscribes and spam reports whose time is in (after, until]. */
    engage(owner: string, request: SendEngagementRequest): SendEngagement {
      const src = value('SELECT seq FROM mail_sources WHERE id = :id AND owner = :owner', { ':id': request.sourceId, ':owner': owner });
      if (!src) return { opens: 0, clicks: 0, unsubscribes: 0, spam_reports: 0 };
      const bind: Params = {
        ...sliceParams(request.slice),
        ':src': src,
        ':after': request.after === null ? 0 : Date.parse(request.after),
        ':until': Date.parse(request.until),
      };
      const count = (type: string) => {
        const sql = `SELECT count(*) FROM mail_events e WHERE e.type = '${type}' AND e.at > :after AND e.at <= :until AND e.source_seq = :src AND ${sliceSql(request.slice, 'e.contact_seq')}`;
        return value(sql, used(sql, bind));
      };
      return { opens: count('open'), clicks: count('click'), unsubscribes: count('unsubscribe'), spam_reports: count('spamreport') };
    },
  };
}
