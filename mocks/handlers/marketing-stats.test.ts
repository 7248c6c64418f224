import { beforeEach, describe, expect, it } from 'vitest';
import { readCsvCell } from '@/shared/csv/csv-cell';
import type { MetricsDto } from '@/shared/sending/metrics';
import { clicksPerLink, linksOf } from '../db/send-simulator';
import { singleSendsOf, updateSingleSend } from '../db/single-sends';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';

interface Result {
  id: string;
  ab_variation: string;
  ab_phase: string;
  aggregation: string;
  stats: MetricsDto;
}
interface Page {
  results: Result[];
  _metadata: { self: string; next?: string; count: number };
}
interface Links {
  results: { url: string; url_location: number; ab_variation: string; ab_phase: string; clicks: number }[];
  total_clicks: number;
}

let token: string;
const call = (path: string) => apiFetch(path, { token });
const json = async <T>(path: string) => (await (await call(path)).json()) as T;
const triggered = () => singleSendsOf('avery').filter((send) => send.status === 'triggered' && send.abtest === null && send.channel === 'email');
const abSend = () => singleSendsOf('avery').find((send) => send.status === 'triggered' && send.abtest !== null)!;

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

describe('GET /marketing/stats/singlesends', () => {
  it('totals several sends with believable rates', async () => {
    const sends = triggered().slice(0, 3);
    const page = await json<Page>(`/marketing/stats/singlesends?singlesend_ids=${sends.map((send) => send.id).join(',')}`);
    expect(page.results.map((result) => result.id)).toEqual(sends.map((send) => send.id));
    for (const { ab_variation, ab_phase, aggregation, stats } of page.results) {
      expect([ab_variation, ab_phase, aggregation]).toEqual(['all', 'all', 'total']);
      expect(stats.requests).toBe(stats.delivered + stats.bounces);
      expect(stats.unique_opens / stats.delivered).toBeGreaterThan(0.15);
      expect(stats.unique_opens / stats.delivered).toBeLessThan(0.7);
      expect(stats.unique_clicks).toBeLessThanOrEqual(stats.unique_opens);
      expect(stats.opens).toBeGreaterThanOrEqual(stats.unique_opens);
      expect(stats.clicks).toBeGreaterThanOrEqual(stats.unique_clicks);
    }
  });

  it('pages all the owner’s sends 25 at a time and caps ids at 25', async () => {
    const page = await json<Page>('/marketing/stats/singlesends');
    expect(page.results).toHaveLength(25);
    expect(page._metadata.count).toBe(singleSendsOf('avery').length);
    expect(page._metadata.next).toContain('page_token=25');
    const ids = Array.from({ length: 26 }, () => crypto.randomUUID()).join(',');
    expect((await call(`/marketing/stats/singlesends?singlesend_ids=${ids}`)).status).toBe(400);
  });
});

describe('GET /marketing/stats/singlesends/:id', () => {
  it('gives day rows between the dates, zero-filled, adding up to the total', async () => {
    const [send] = triggered();
    const total = (await json<Page>(`/marketing/stats/singlesends/${send!.id}`)).results[0]!.stats;
    const sentDay = send!.send_at!.slice(0, 10);
    const days = await json<Page>(`/marketing/stats/singlesends/${send!.id}?aggregated_by=day&start_date=${sentDay}&timezone=America/New_York`);
    expect(days.results[0]!.aggregation).toBe(sentDay);
    expect(days.results.length).toBeGreaterThanOrEqual(7);
    expect(days.results.reduce((sum, row) => sum + row.stats.unique_opens, 0)).toBe(total.unique_opens);
    expect(days.results[0]!.stats.requests).toBe(total.requests);
    expect(days.results[0]!.stats.unique_opens).toBeGreaterThan(days.results[3]!.stats.unique_opens);
  });

  it('groups an A/B test by variation and phase', async () => {
    const send = abSend();
    const grouped = await json<Page>(`/marketing/stats/singlesends/${send.id}?group_by=ab_variation,ab_phase`);
    const winner = send.abtest!.winning_template_id;
    expect(grouped.results.map((row) => [row.ab_variation, row.ab_phase]).sort()).toEqual(
      [...send.ab_variations.map((variation) => [variation.id, 'test']), [winner, 'send']].sort(),
    );
    const byVariation = await json<Page>(`/marketing/stats/singlesends/${send.id}?group_by=ab_variation`);
    expect(byVariation.results.every((row) => row.ab_phase === 'all')).toBe(true);
    expect(byVariation.results).toHaveLength(3);
  });

  it('answers 404 for another account’s send and 400 for bad parameters', async () => {
    const [frankies] = singleSendsOf('frankie');
    expect((await call(`/marketing/stats/singlesends/${frankies!.id}`)).status).toBe(404);
    const [send] = triggered();
    for (const query of ['aggregated_by=week', 'start_date=2026-13', 'timezone=Mars/Olympus', 'group_by=step_id', 'start_date=2026-02-01&end_date=2026-01-01']) {
      expect((await call(`/marketing/stats/singlesends/${send!.id}?${query}`)).status).toBe(400);
    }
  });
});

describe('GET /marketing/stats/singlesends/:id/links', () => {
  it('lists clicks per link, most clicked first, with the total', async () => {
    const [send] = triggered();
    const links = await json<Links>(`/marketing/stats/singlesends/${send!.id}/links`);
    expect(links.results.map((link) => link.url)).toEqual(['https://lumenoutfitters.com/new', 'https://lumenoutfitters.com/sale', 'https://lumenoutfitters.com/stores']);
    expect(links.results.map((link) => link.url_location)).toEqual([0, 1, 2]);
    expect(links.total_clicks).toBe(links.results.reduce((sum, link) => sum + link.clicks, 0));
    const total = (await json<Page>(`/marketing/stats/singlesends/${send!.id}`)).results[0]!.stats;
    expect(links.total_clicks).toBe(total.clicks);
  });

  it('filters an A/B test’s links by variation and phase', async () => {
    const send = abSend();
    const winner = send.abtest!.winning_template_id!;
    const sendPhase = await json<Links>(`/marketing/stats/singlesends/${send.id}/links?group_by=ab_variation,ab_phase&ab_phase_id=send`);
    expect(sendPhase.results.every((link) => link.ab_variation === winner && link.ab_phase === 'send')).toBe(true);
    expect((await call(`/marketing/stats/singlesends/${send.id}/links?ab_phase_id=all`)).status).toBe(400);
  });
});

describe('GET /marketing/stats/singlesends/export', () => {
  it('is CSV text, one row per send, variation and phase, formula-safe', async () => {
    const [send] = triggered();
    updateSingleSend(send!, { name: '=HYPERLINK("http://evil")' }, new Date());
    const response = await call(`/marketing/stats/singlesends/export?ids=${send!.id},${abSend().id}&timezone=UTC`);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Single Send ID,Single Send Name,A/B Variation,A/B Phase,requests,delivered,opens,unique_opens,clicks,unique_clicks,bounces,bounce_drops,invalid_emails,spam_reports,spam_report_drops,unsubscribes');
    expect(lines).toHaveLength(1 + 1 + 4);
    expect(lines[1]).toContain(`${send!.id},"'=HYPERLINK(""http://evil"")",all,all,`);
    expect(readCsvCell(`'=HYPERLINK("http://evil")`)).toBe('=HYPERLINK("http://evil")');
    expect((await call('/marketing/stats/singlesends/export')).status).toBe(400);
  });
});

describe('links and clicks (pure)', () => {
  it('counts http(s) links, not unsubscribe or Handlebars ones', () => {
    expect(linksOf('<a href="https://a.example/x?y=1&amp;z=2">a</a><a href="{{{unsubscribe}}}">u</a><a href="https://a.example/unsubscribe">u</a><a href="mailto:a@b.c">m</a>')).toEqual(['https://a.example/x?y=1&z=2']);
  });

  it('spreads clicks over links in whole numbers that add up, the first most', () => {
    const spread = clicksPerLink(['a', 'b', 'c'], 100);
    expect(Object.values(spread).reduce((sum, clicks) => sum + clicks, 0)).toBe(100);
    expect(spread.a).toBeGreaterThan(spread.b!);
    expect(spread.b).toBeGreaterThan(spread.c!);
    expect(clicksPerLink([], 5)).toEqual({});
    expect(clicksPerLink(['a', 'b'], 1)).toEqual({ a: 1 });
  });
});
