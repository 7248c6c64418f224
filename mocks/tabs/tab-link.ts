import { LEADER_LOCK, TAB_CHANNEL, type StorageNotice, type TabMessage } from './protocol';

/**
 * Leader election and calls between tabs. One tab (the leader, holder of a Web Lock for its whole life)
 * runs every leader operation; the others (followers) send theirs over a BroadcastChannel. Without
 * coordination (Node tests, or a browser without Web Locks) the tab is alone and runs everything itself.
 */
type Operation = (...args: unknown[]) => Promise<unknown>;

/** A follower sends a call again when no leader took it within this time (a handover is under way)... */
const ACCEPT_MS = 1_000;
/** ...and gives up after this long without any leader. */
const NO_LEADER_MS = 15_000;
/** How long a leader remembers a finished call, to answer a repeated one without running it twice. */
const REMEMBER_MS = 60_000;

export class NoLeaderError extends Error {
  constructor() {
    super('no tab of the demo answers for the mock backend; reload the page');
    this.name = 'NoLeaderError';
  }
}

const tabId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());
const operations = new Map<string, Operation>();
let role: 'alone' | 'follower' | 'leader' = 'alone';
let ready: Promise<void> = Promise.resolve();
let channel: BroadcastChannel | undefined;

interface Pending {
  call: string;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  acceptedBy?: string;
  retry?: ReturnType<typeof setTimeout>;
  since: number;
}
let noticeListener: ((notice: StorageNotice) => void) | undefined;

const pending = new Map<string, Pending>();
/** Leader: calls running or answered recently, by id (a follower may send one twice). */
const handled = new Map<string, TabMessage | 'running'>();

const post = (message: TabMessage) => channel?.postMessage(message);

function runHere(call: string, args: unknown[]): Promise<unknown> {
  const operation = operations.get(call);
  if (operation === undefined) return Promise.reject(new Error(`unknown leader operation ${call}`));
  return ready.then(() => operation(...args));
}

function send(id: string, request: Pending): void {
  clearTimeout(request.retry);
  request.acceptedBy = undefined;
  if (Date.now() - request.since > NO_LEADER_MS) {
    pending.delete(id);
    request.reject(new NoLeaderError());
    return;
  }
  post({ kind: 'call', id, call: request.call, args: request.args });
  request.retry = setTimeout(() => send(id, request), ACCEPT_MS);
}

function settle(id: string, outcome: { value: unknown } | { error: Error }): void {
  const request = pending.get(id);
  if (request === undefined) return;
  pending.delete(id);
  clearTimeout(request.retry);
  if ('error' in outcome) request.reject(outcome.error);
  else request.resolve(outcome.value);
}

async function serve(id: string, call: string, args: unknown[]): Promise<void> {
  const known = handled.get(id);
  post({ kind: 'accepted', id, leader: tabId });
  if (known !== undefined) {
    if (known !== 'running') post(known);
    return;
  }
  handled.set(id, 'running');
  let answer: TabMessage;
  try {
    answer = { kind: 'result', id, value: await runHere(call, args) };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    answer = { kind: 'failure', id, message: failure.message, code: (failure as { code?: string }).code };
  }
  handled.set(id, answer);
  setTimeout(() => handled.delete(id), REMEMBER_MS);
  post(answer);
}

function receive({ data: message }: MessageEvent<TabMessage>): void {
  switch (message.kind) {
    case 'call':
      if (role === 'leader') void serve(message.id, message.call, message.args);
      return;
    case 'accepted': {
      const request = pending.get(message.id);
      if (request === undefined) return;
      clearTimeout(request.retry);
      request.acceptedBy = message.leader;
      return;
    }
    case 'result':
      settle(message.id, { value: message.value });
      return;
    case 'failure':
      settle(message.id, { error: Object.assign(new Error(message.message), message.code === undefined ? {} : { code: message.code }) });
      return;
    case 'leader':
      // Calls the previous leader took but never answered (it closed) go to the new one.
      pending.forEach((request, id) => {
        if (request.acceptedBy !== undefined && request.acceptedBy !== message.leader) send(id, request);
      });
      return;
    case 'storage-notice':
      noticeListener?.(message.notice);
  }
}

/** Tells every other tab about a storage problem of the leader (they show the same banner). */
export function broadcastStorageNotice(notice: StorageNotice): void {
  post({ kind: 'storage-notice', notice });
}

export function onLeaderStorageNotice(listener: typeof noticeListener): void {
  noticeListener = listener;
}

/**
 * Declares an operation that only the leader runs (it reads or writes the shared data). The returned
 * function runs it here in the leader (once the data is loaded) and sends it to the leader from a follower.
 * Arguments and results must survive structured cloning.
 */
export function leaderOperation<Args extends unknown[], Result>(call: string, run: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  operations.set(call, run as unknown as Operation);
  return (...args) => {
    if (role !== 'follower') return runHere(call, args) as Promise<Result>;
    return new Promise<Result>((resolve, reject) => {
      const id = `${tabId}:${crypto.randomUUID()}`;
      const request: Pending = { call, args, resolve: resolve as (value: unknown) => void, reject, since: Date.now() };
      pending.set(id, request);
      send(id, request);
    });
  };
}

function lead(loadData: () => Promise<void>): void {
  role = 'leader';
  ready = loadData();
  post({ kind: 'leader', leader: tabId });
  // This tab's own calls that were on their way to the previous leader run here now.
  pending.forEach((request, id) => {
    clearTimeout(request.retry);
    pending.delete(id);
    runHere(request.call, request.args).then(request.resolve, request.reject);
  });
}

const holdForever = () => new Promise<never>(() => undefined);

/**
 * Joins the tabs of this origin: the first tab becomes the leader at once (`loadData` then loads the
 * data here); a later tab follows and waits in the lock's queue to take over when the leader closes.
 * Resolves once the role is known; `whenLeader` says when this tab took the lead.
 */
export async function joinTabs(loadData: () => Promise<void>): Promise<'leader' | 'follower'> {
  if (typeof navigator === 'undefined' || navigator.locks === undefined || typeof BroadcastChannel === 'undefined') {
    role = 'leader';
    ready = loadData();
    return 'leader';
  }
  channel = new BroadcastChannel(TAB_CHANNEL);
  channel.addEventListener('message', receive);
  const leading = await new Promise<boolean>((resolve) => {
    void navigator.locks.request(LEADER_LOCK, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock === null ? undefined : holdForever();
    });
  });
  if (leading) {
    lead(loadData);
    return 'leader';
  }
  role = 'follower';
  void navigator.locks.request(LEADER_LOCK, () => {
    lead(loadData);
    return holdForever();
  });
  return 'follower';
}

/** Whether this tab runs the leader operations itself (the leader, or a tab without coordination). */
export const isLeaderHere = () => role !== 'follower';

/** Resolves once this tab's data is loaded (leader) or at once (follower). */
export const leaderReady = () => ready;
