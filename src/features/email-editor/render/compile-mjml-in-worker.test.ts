import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MjmlWorkerReply, type MjmlWorkerRequest } from './mjml-worker-messages';

const MJML = '<mjml><mj-body><mj-section><mj-column><mj-text>Hello</mj-text></mj-column></mj-section></mj-body></mjml>';

/** A stand-in Worker: records what it was sent and answers like the real one, or fails to start. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  static fail = false;
  sent: MjmlWorkerRequest[] = [];
  onmessage: ((event: { data: MjmlWorkerReply }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.instances.push(this);
  }
  postMessage(request: MjmlWorkerRequest) {
    this.sent.push(request);
    queueMicrotask(() => {
      if (FakeWorker.fail) this.onerror?.({ preventDefault() {} });
      else this.onmessage?.({ data: { id: request.id, ok: true, output: { html: `<html>${request.id}</html>`, errors: [] } } });
    });
  }
  terminate() {
    this.terminated = true;
  }
}

async function freshCompiler() {
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
  return (await import('./compile-mjml-in-worker')).compileMjml;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.instances = [];
  FakeWorker.fail = false;
});

describe('compiling MJML in a worker', () => {
  it('sends each compile to one long-lived worker with the options and mjml-browser’s script address', async () => {
    const compileMjml = await freshCompiler();
    const [first, second] = await Promise.all([compileMjml(MJML), compileMjml(MJML)]);
    expect(first).toEqual({ html: '<html>1</html>', errors: [] });
    expect(second).toEqual({ html: '<html>2</html>', errors: [] });
    expect(FakeWorker.instances).toHaveLength(1);
    const [request] = FakeWorker.instances[0]?.sent ?? [];
    expect(request).toMatchObject({ id: 1, mjml: MJML, options: { validationLevel: 'soft', keepComments: false, fonts: {} } });
    expect(request?.scriptUrl).toMatch(/^http:\/\/localhost(:\d+)?\/.*mjml-browser\/lib\/index\.js$/);
  });

  it('compiles on this thread when the worker fails, then and afterwards', async () => {
    FakeWorker.fail = true;
    const compileMjml = await freshCompiler();
    const compiled = await compileMjml(MJML);
    expect(compiled.errors).toEqual([]);
    expect(compiled.html).toContain('Hello');
    expect(FakeWorker.instances[0]?.terminated).toBe(true);
    expect((await compileMjml(MJML)).html).toContain('Hello');
    expect(FakeWorker.instances).toHaveLength(1);
  });
});
