// Signs in through the mock backend's persona picker at /login.

/** Display names of the demo personas, as shown on the sign-in page's buttons. */
export const PERSONAS = {
  owner: 'Avery Owner (Advanced plan)',
  free: 'Frankie Free (Free plan)',
  eu: 'Elena EU Subuser',
  admin: 'Ada Admin (impersonating marketing-sub)',
};

export function loginPath(redirectTo) {
  return redirectTo === undefined ? '/login' : `/login?redirect_to=${encodeURIComponent(redirectTo)}`;
}

/**
 * Goes to /login (with ?redirect_to= when given), clicks the persona's button and waits until the app has
 * navigated away from /login. `persona` is a display name ('Avery Owner (Advanced plan)') or a PERSONAS key.
 */
export async function signIn(page, persona, redirectTo) {
  const name = PERSONAS[persona] ?? persona;
  await page.goto(loginPath(redirectTo));
  await page.getByRole('button', { name, exact: true }).click();
  try {
    await page.waitForURL((url) => url.pathname !== '/login');
  } catch (error) {
    throw new Error(`signIn: still on ${page.url()} after choosing "${name}" (${error.message.split('\n')[0]})`);
  }
}

/** signIn with redirect_to=`path`, then waits for the page it lands on to show its h1 `heading` (exact). */
export async function signInTo(page, persona, path, heading) {
  await signIn(page, persona, path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}
