import { http, HttpResponse } from 'msw';
import { contactStore } from '../db/contacts/contact-store-provider';
import { USERS } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { contactJobHandlers } from './contacts-jobs';
import { contactReadHandlers } from './contacts-read';
import { contactSearchHandlers } from './contacts-search';
import { contactWriteHandlers } from './contacts-write';

/**
 * Contacts (ENDPOINTS.md §1), answered from the contact store (db/contacts/): the count here, reading,
 * writing, searching and the job resource in contacts-*.ts (mocks/README.md "Contacts"). The fixed paths
 * come before `/marketing/contacts/{id}`.
 */
export const contactHandlers = [
  /**
   * `contact_count` and `billable_count` are the account's contacts. A parent account's answer adds
   * `billable_breakdown`: its subusers' contacts, which it is billed for too.
   */
  http.get(
    api('/marketing/contacts/count'),
    authenticated(async ({ account: { actingAs } }) => {
      const subusers = USERS.filter((user) => user.parentUsername === actingAs.username).map((user) => user.username);
      const counts = await contactStore().countContactsOf([actingAs.username, ...subusers]);
      const own = counts[actingAs.username] ?? 0;
      const breakdown = Object.fromEntries(subusers.map((username) => [username, counts[username] ?? 0]));
      return HttpResponse.json({
        contact_count: own,
        billable_count: own,
        ...(subusers.length > 0 ? { billable_breakdown: { total: Object.values(breakdown).reduce((sum, count) => sum + count, 0), breakdown } } : {}),
      });
    }),
  ),
  ...contactJobHandlers,
  ...contactSearchHandlers,
  ...contactWriteHandlers,
  ...contactReadHandlers,
];
