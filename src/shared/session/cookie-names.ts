/** Cookie names shared by the app and the mock sign-in page. The token lives only in a cookie. */
export const AUTH_TOKEN_COOKIE = 'mako_auth_token';
/** Username of the subuser an administrator is acting for. */
export const IMPERSONATION_COOKIE = 'mako_impersonate';
/** Account region: "global" or "eu". */
export const ACCOUNT_REGION_COOKIE = 'mako_account_region';
