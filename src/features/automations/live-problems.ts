import type { ApiError } from '@/shared/api/errors';

/**
 * What a refused set live says is missing, each once: the server's 400 names every problem
 * (AutomationErrorDto: a message, and the email's number where it is about one email).
 */
export function liveProblemsOf(error: ApiError): string[] {
  const said = error.items?.flatMap((item) => {
    if (typeof item.message !== 'string' || item.message === '') return [];
    return [typeof item.message_number === 'number' ? `Email ${item.message_number}: ${item.message}` : item.message];
  });
  return [...new Set(said && said.length > 0 ? said : [error.message, ...Object.values(error.fieldErrors)])];
}
