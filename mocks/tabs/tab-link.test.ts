import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Two "tabs" in one process: two fresh instances of tab-link.ts on one BroadcastChannel, and a stand-in
 * for the Web Locks API that hands the leader lock to the next waiting tab when released.
 */
type Callback = (lock: { name: string } | null) => unknown;

function fakeLocks() {
  let held = false;
  const queue: (() => void)[] = [];
  return {
    request(_name: string, optionsOrCallback: { ifAvailable?: boolean } | Callback, callback?: Callback) {
      const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
      const run = callback ?? (optionsOrCallback as Callback);
      if (!held) {
        held = true;
        return Promise.resolve(run({ name: _name }));
      }
      if (options.ifAvailable === true) return Promise.resolve(run(null));
      return new Promise((resolve) => queue.push(() => resolve(run({ name: _name }))));
    },
    /** The leader tab closed: the lock goes to the first tab waiting. */
    release() {
      held = false;
      const next = queue.shift();
      if (next !== undefined) {
        held = true;
        next();
      }
    },
  };
}

/** Each test's tabs talk on channels of their own, away from the tabs of earlier tests (still open). */
let testNumber = 0;
function isolateChannels() {
  testNumber += 1;
  const prefix = `test-${testNumber}:`;
  vi.stubGlobal(
    'BroadcastChannel',
    class extends BroadcastChannel {
      constructor(name: string) {
        super(prefix + name);
      }
    },
  );
}

async function openTab(name: string) {
  vi.resetModules();
  const link = await import('./tab-link');
  const loaded = vi.fn(async () => undefined);
  const echo = link.leaderOperation('echo', async (text: string) => `${name} answers ${text}`);
  const fail = link.leaderOperation('fail', async () => {
    throw Object.assign(new Error(`${name} cannot`), { code: 'invalid_argument' });
  });
  const hang = link.leaderOperation('hang', (): Promise<string> => (name === 'first' ? new Promise(() => undefined) : Promise.resolve(`${name} ran it`)));
  const role = await link.joinTabs(loaded);
  return { role, loaded, echo, fail, hang, link };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('tabs: one leader answers every tab', () => {
  it("runs a follower's call in the leader, results and errors (with their code) included", async () => {
    isolateChannels();
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    const first = await openTab('first');
    const second = await openTab('second');
    expect([first.role, second.role]).toEqual(['leader', 'follower']);
    expect(first.loaded).toHaveBeenCalledOnce();
    expect(second.loaded).not.toHaveBeenCalled();
    await expect(second.echo('hello')).resolves.toBe('first answers hello');
    await expect(first.echo('hello')).resolves.toBe('first answers hello');
    await expect(second.fail()).rejects.toMatchObject({ message: 'first cannot', code: 'invalid_argument' });
  });

  it('hands over when the leader closes: the follower loads the data and runs the call that was in flight', async () => {
    isolateChannels();
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    await openTab('first');
    const second = await openTab('second');
    const inFlight = second.hang();
    // The first tab accepted the call and will never answer (it is closing).
    await new Promise((resolve) => setTimeout(resolve, 50));
    locks.release();
    await expect(inFlight).resolves.toBe('second ran it');
    expect(second.loaded).toHaveBeenCalledOnce();
    expect(second.link.isLeaderHere()).toBe(true);
  });

  it('fails with a clear error when no leader answers', async () => {
    isolateChannels();
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    // A lock held by a tab that never answers (e.g. frozen): this tab follows and nobody replies.
    void locks.request('marketing-console-mock-leader', () => new Promise(() => undefined));
    const alone = await openTab('alone');
    vi.useFakeTimers();
    const call = alone.echo('anyone?');
    const failed = expect(call).rejects.toThrow('no tab of the demo answers for the mock backend');
    await vi.advanceTimersByTimeAsync(16_000);
    await failed;
  });
});
