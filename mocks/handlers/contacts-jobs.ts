import { http, HttpResponse } from 'msw';
import { contactJob } from '../db/contact-jobs';
import { api } from './api-path';
import { authenticated } from './auth';
import { notFound } from './errors';

/**
 * `GET /marketing/contacts/imports/{id}` (ENDPOINTS.md §1a): the job resource of every asynchronous contact
 * change, imports included (`db/contact-jobs.ts`); 404 for an unknown, foreign or forgotten job.
 */
export const contactJobHandlers = [
  http.get<{ id: string }>(
    api('/marketing/contacts/imports/:id'),
    authenticated(({ params, account: { actingAs } }) => {
      const job = contactJob(actingAs.username, params.id);
      return job === undefined ? notFound() : HttpResponse.json(job);
    }),
  ),
];
