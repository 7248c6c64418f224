/*
 * A classic worker script: it loads mjml-browser as the classic script it is, with importScripts.
 * Bundled into an ES module, mjml-browser would run in strict mode, where its global lookup falls
 * back to `new Function`, which the app's content security policy (no 'unsafe-eval') reports.
 *
 * It must stay a script, not a module (no import or export statement; a block keeps its names to
 * itself), or the dev server would serve it with an `export {}` a classic worker cannot run. Hence
 * the types come through import() type expressions.
 */
/* eslint-disable @typescript-eslint/consistent-type-imports -- import statements would make this a module */
{
  type MJMLParsingOptions = import('mjml-core').MJMLParsingOptions;
  type MJMLParseResults = import('mjml-core').MJMLParseResults;
  type MjmlWorkerRequest = import('./mjml-worker-messages').MjmlWorkerRequest;
  type MjmlWorkerReply = import('./mjml-worker-messages').MjmlWorkerReply;

  interface MjmlWorkerScope {
    /** mjml-browser's UMD wrapper reads `window` and leaves its function on it as `mjml`. */
    window?: unknown;
    mjml?: (mjml: string, options: MJMLParsingOptions) => MJMLParseResults;
    importScripts(url: string): void;
    onmessage: ((event: MessageEvent<MjmlWorkerRequest>) => void) | null;
    postMessage(reply: MjmlWorkerReply): void;
  }

  const scope = self as unknown as MjmlWorkerScope;

  scope.onmessage = ({ data }) => {
    let reply: MjmlWorkerReply;
    try {
      if (!scope.mjml) {
        scope.window = scope;
        scope.importScripts(data.scriptUrl);
      }
      if (!scope.mjml) throw new Error('mjml-browser did not load.');
      const { html, errors } = scope.mjml(data.mjml, data.options);
      reply = { id: data.id, ok: true, output: { html, errors } };
    } catch (error) {
      reply = { id: data.id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    scope.postMessage(reply);
  };
}
