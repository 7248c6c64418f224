// Runs in every document before the app (context.addInitScript): records when the first API request left,
// when its answer came, when the page's table (`tables`: its accessible name by path) first showed data rows,
// and the main thread's long tasks. Read back with `window.__start` once `rowsAt` is set.
export function instrumentStart(tables) {
  const tableName = tables[location.pathname];
  const start = (window.__start = { firstApiAt: null, firstAnswerAt: null, rowsAt: null, longTasks: [], requests: [] });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) start.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    start.longTasks = null; // not supported
  }
  const originalFetch = window.fetch;
  window.fetch = function benchFetch(input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const isApi = url.origin === location.origin && url.pathname.startsWith('/v3/');
    if (!isApi) return originalFetch.call(this, input, init);
    const request = { method: init?.method ?? (input instanceof Request ? input.method : 'GET'), path: `${url.pathname}${url.search}`, start: performance.now(), end: null, status: null };
    start.firstApiAt ??= request.start;
    start.requests.push(request);
    const response = originalFetch.call(this, input, init);
    const answered = (status) => {
      request.end = performance.now();
      request.status = status;
      start.firstAnswerAt ??= request.end;
    };
    response.then((answer) => answered(answer.status), () => answered('failed'));
    return response;
  };
  const nameOf = (table) => {
    const labelledBy = table.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    return (table.getAttribute('aria-label') ?? table.querySelector(':scope > caption')?.textContent ?? '').trim();
  };
  // Data rows: not the header row, not a loading placeholder, in a table no longer busy.
  const dataRows = (table) =>
    [...table.querySelectorAll('tbody tr, [role="rowgroup"] [role="row"]')].filter(
      (row) => !row.querySelector('th[scope="col"], [role="columnheader"]') && !/^\s*Loading\s*$/.test(row.textContent ?? ''),
    );
  const check = () => {
    for (const table of document.querySelectorAll('table, [role="table"], [role="grid"]')) {
      if (nameOf(table) !== tableName || table.getAttribute('aria-busy') === 'true') continue;
      const box = table.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && dataRows(table).length > 0) {
        start.rowsAt = performance.now();
        observer.disconnect();
        return;
      }
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** Collected in the page once its rows showed: figures in ms from the navigation's start. */
export function collectStart() {
  const [nav] = performance.getEntriesByType('navigation');
  const { firstApiAt, firstAnswerAt, rowsAt, longTasks } = window.__start;
  const duringStart = longTasks?.filter((task) => task.start < rowsAt && task.duration > 50) ?? null;
  return {
    domContentLoaded: nav.domContentLoadedEventEnd,
    firstApi: firstApiAt,
    firstApiAfterDcl: firstApiAt === null ? null : firstApiAt - nav.domContentLoadedEventEnd,
    firstAnswer: firstAnswerAt,
    rows: rowsAt,
    longTasks: duringStart === null ? null : duringStart.length,
    longestTask: duringStart === null ? null : Math.max(0, ...duringStart.map((task) => task.duration)),
  };
}

/**
 * The start's waterfall, in ms from the navigation's start, sorted by time: DOMContentLoaded, scripts and
 * styles loaded (from resource timing), marks (the mock backend's readiness), API requests (sent and
 * answered), long tasks and the rows. Each line: { at, end?, what }.
 */
export function collectWaterfall() {
  const [nav] = performance.getEntriesByType('navigation');
  const { requests, longTasks, rowsAt } = window.__start;
  const lines = [{ at: nav.domContentLoadedEventEnd, what: 'DOMContentLoaded' }];
  for (const entry of performance.getEntriesByType('resource')) {
    const { pathname } = new URL(entry.name);
    if (/\.(js|css|wasm)$/.test(pathname) && entry.startTime < (rowsAt ?? Infinity)) {
      lines.push({ at: entry.startTime, end: entry.responseEnd, what: `load ${pathname.split('/').pop()}` });
    }
  }
  for (const mark of performance.getEntriesByType('mark')) lines.push({ at: mark.startTime, what: `mark ${mark.name}` });
  for (const request of requests) lines.push({ at: request.start, end: request.end, what: `${request.method} ${request.path} -> ${request.status}` });
  for (const task of longTasks ?? []) if (task.duration > 50) lines.push({ at: task.start, end: task.start + task.duration, what: 'long task' });
  lines.push({ at: rowsAt, what: 'rows shown' });
  return lines.sort((a, b) => a.at - b.at);
}
