/** What the kernel and the features need to know of the build's configuration, injected as `deps.config`. */
export interface AppConfig {
  /** Base address of the API (`/v3` on the app's origin in mock mode). */
  apiBase: string;
  /** Where a logged-out user signs in; its `redirect_to` is always a path on this origin. */
  loginPath: string;
  /** Origins besides the app and the API that may serve export downloads. */
  downloadOrigins: readonly string[];
}
