import { HttpResponse } from 'msw';

/**
 * The mock's concurrency contract for content saves (mocks/README.md, "Saves made elsewhere"): a PATCH may
 * carry `If-Match: "<updated_at>"`, the `updated_at` its edit started from. When the stored one is no
 * longer that, someone saved it since (another tab, another person), and the mock answers 409 instead of
 * overwriting their work; its error item carries the stored `updated_at`, which a save over theirs sends.
 * Without the header a PATCH updates unconditionally, as SendGrid's API (which has no such contract) does.
 */
export function staleEdit(request: Request, storedUpdatedAt: string, noun: string): Response | undefined {
  const header = request.headers.get('If-Match');
  if (header === null) return undefined;
  const basedOn = header.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  if (basedOn === storedUpdatedAt) return undefined;
  return HttpResponse.json(
    {
      errors: [
        {
          field: 'updated_at',
          message: `This ${noun} was saved elsewhere (in another tab or by another person) after your changes started.`,
          updated_at: storedUpdatedAt,
        },
      ],
    },
    { status: 409 },
  );
}
