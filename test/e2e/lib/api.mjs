// The mock backend's API, called from the page as the signed-in user (the token is in the session cookie).

/** Answers `{ status, body }` (body parsed from JSON, undefined when empty). */
export function callApi(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )mako_auth_token=([^;]+)/)?.[1] ?? '');
      const response = await fetch(`/v3${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
    },
    { method, path, body },
  );
}
