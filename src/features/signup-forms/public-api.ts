import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { SIGNUP_FORMS } from './api';
import { toPublicForm, type PublicForm, type PublicSignupFormDto } from './types';

/** A visitor's calls, through the dependencies' `publicApi`: they carry no session of anyone signed in. */
const publicPath = (id: string) => `${SIGNUP_FORMS}/${encodeURIComponent(id)}`;

export const fetchPublicForm = (publicApi: ApiClient, id: string): Observable<PublicForm> =>
  publicApi.get<PublicSignupFormDto>(`${publicPath(id)}/public`).pipe(map(toPublicForm));

export interface Submission {
  /** Answers keyed by field id. */
  values: Record<string, string>;
  captchaToken?: string;
}

/** Answers the confirmation message. */
export const submitForm = (publicApi: ApiClient, id: string, { values, captchaToken }: Submission): Observable<string> =>
  publicApi.post<{ message: string }>(`${publicPath(id)}/submissions`, { values, captcha_token: captchaToken }).pipe(map((answer) => answer.message));
