/**
 * The mock's URL pattern for an API path: any origin, under /v3 (the browser calls its own origin,
 * Node tests call http://localhost:3000).
 */
export function api(path: string): string {
  return `*/v3${path}`;
}
