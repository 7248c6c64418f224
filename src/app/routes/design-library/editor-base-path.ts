/**
 * The absolute path of an editor route mounted as `…/editor/*`: the address without the part the
 * splat matched (a sub-screen such as `preview/test_data`), so the editor's sub-screens sit below it.
 */
export function editorBasePath(pathname: string, splat: string | undefined): string {
  const path = pathname.replace(/\/+$/, '');
  const rest = (splat ?? '').replace(/^\/+|\/+$/g, '');
  return rest === '' ? path : path.slice(0, path.length - rest.length - 1);
}
