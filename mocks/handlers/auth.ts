import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { revokeToken, sessionUser } from '../db/sessions';
import { canActFor, findUser, type User } from '../db/users';
import { api } from './api-path';
import { forbidden, noContent, unauthorized, validationFailed } from './errors';
import { readJsonObject } from './request';

export interface RequestAccount {
  token: string;
  /** The token's holder. */
  user: User;
  /** Whose data the request reads and writes: the on-behalf-of subuser, or the user. */
  actingAs: User;
}

export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

type Authentication = { ok: true; account: RequestAccount } | { ok: false; response: Response };

function authenticate(request: Request): Authentication {
  const token = bearerToken(request);
  const user = token === undefined ? undefined : sessionUser(token);
  if (token === undefined || user === undefined) return { ok: false, response: unauthorized() };

  const onBehalfOf = request.headers.get('on-behalf-of')?.trim();
  if (!onBehalfOf) return { ok: true, account: { token, user, actingAs: user } };

  const subuser = findUser(onBehalfOf);
  if (subuser === undefined || !canActFor(user, subuser)) {
    return { ok: false, response: forbidden(`cannot act on behalf of ${onBehalfOf}`) };
  }
  return { ok: true, account: { token, user, actingAs: subuser } };
}

interface AuthenticatedInfo<Params> {
  request: Request;
  params: Params;
  account: RequestAccount;
}

/** The guard of every non-public endpoint: 401 without a valid bearer token, 403 for a foreign on-behalf-of. */
export function authenticated<Params extends PathParams<keyof Params> = PathParams>(
  resolver: (info: AuthenticatedInfo<Params>) => Response | Promise<Response>,
): HttpResponseResolver<Params, DefaultBodyType, undefined> {
  return ({ request, params }) => {
    const authentication = authenticate(request);
    return authentication.ok ? resolver({ request, params, account: authentication.account }) : authentication.response;
  };
}

export const authHandlers = [
  /**
   * The provider tokens endpoint the app calls on logout. Public on purpose: it runs right after a
   * 401, when the token no longer authenticates, and knowing a token is enough to revoke it.
   * Idempotent: an unknown token also gets 204.
   */
  http.delete(api('/public/tokens'), async ({ request }) => {
    const token = (await readJsonObject(request))?.token;
    if (typeof token !== 'string' || token.trim() === '') {
      return validationFailed([{ field: 'token', message: 'is a required field' }]);
    }
    revokeToken(token);
    return noContent();
  }),
];
