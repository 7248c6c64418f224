/**
 * Build-time configuration. `VITE_API_MODE=mock` (the `mock` mode, see .env.mock) starts the embedded
 * MSW backend; otherwise requests go to `VITE_API_BASE`. `VITE_APP_ENV` picks the app and marketing
 * base addresses.
 */
export type AppEnvironment = 'production' | 'staging';

const environments: Record<AppEnvironment, { appBase: string; marketingBase: string; apiBase: string }> = {
  production: {
    appBase: 'https://app.sendgrid.com',
    marketingBase: 'https://sendgrid.com',
    apiBase: 'https://api.sendgrid.com/v3',
  },
  staging: {
    appBase: 'https://app.staging.sendgrid.com',
    marketingBase: 'https://staging.sendgrid.com',
    apiBase: 'https://api.staging.sendgrid.com/v3',
  },
};

const environment: AppEnvironment = import.meta.env.VITE_APP_ENV === 'staging' ? 'staging' : 'production';
const mockMode = import.meta.env.VITE_API_MODE === 'mock' || import.meta.env.MODE === 'test';

export const config = {
  environment,
  mockMode,
  /** In mock mode the API is served on the app's own origin under /v3 by MSW. */
  apiBase: mockMode ? '/v3' : (import.meta.env.VITE_API_BASE as string | undefined) ?? environments[environment].apiBase,
  appBase: environments[environment].appBase,
  marketingBase: environments[environment].marketingBase,
  /**
   * Where a logged-out user signs in: the mock's persona picker on this origin, or the environment's
   * sign-in page. Its `redirect_to` is always a path on this origin.
   */
  loginPath: mockMode ? '/login' : `${environments[environment].appBase}/login`,
  /**
   * Hosts besides the app and the API that may serve export downloads (the real API hands out
   * pre-signed links on a storage host): VITE_DOWNLOAD_ORIGINS, comma-separated origins.
   */
  downloadOrigins: String(import.meta.env.VITE_DOWNLOAD_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== ''),
  /** Where page-view events are sent as beacons; unset means they are not collected. */
  analyticsUrl: import.meta.env.VITE_ANALYTICS_URL as string | undefined,
  /**
   * The app's service worker. MSW's worker controls every page in mock mode, and one scope holds one
   * worker, so there the app's worker gets a scope no page lives in (see README.md, Service workers).
   */
  serviceWorker: { scriptUrl: '/app-service-worker.js', scope: mockMode ? '/__app-service-worker__/' : '/' },
  /** Value of the request-source header every request carries. */
  requestSource: 'marketing-console',
} as const;
