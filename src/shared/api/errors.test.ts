import { describe, expect, it } from 'vitest';
import { toApiError, UNKNOWN_ERROR_MESSAGE } from './errors';

describe('toApiError', () => {
  it('keeps field messages keyed by field and uses a general message when there is one', () => {
    const error = toApiError(400, {
      errors: [
        { field: 'from.email', message: 'must be a valid email address' },
        { field: null, message: 'Too many senders' },
      ],
    });
    expect(error).toEqual({
      status: 400,
      message: 'Too many senders',
      fieldErrors: { 'from.email': 'must be a valid email address' },
    });
  });

  it('reads the single-string error shape and bare arrays', () => {
    expect(toApiError(404, { error: 'Segment does not exist.' }).message).toBe('Segment does not exist.');
    expect(toApiError(404, [{ message: 'list not found' }]).message).toBe('list not found');
  });

  it('keeps the Retry-After header when the answer has one', () => {
    expect(toApiError(429, undefined, 'Wed, 21 Oct 2015 07:28:00 GMT').retryAfter).toBe('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(toApiError(503, undefined, null)).not.toHaveProperty('retryAfter');
  });

  it('keeps every item as sent when one carries more than a field and a message', () => {
    const body = { errors: [{ field: 'message', message: 'Subject is a required field.', message_number: 2 }, { field: 'message', message: 'Sender is a required field.', message_number: 3 }] };
    expect(toApiError(400, body).items).toEqual(body.errors);
    expect(toApiError(400, { errors: [{ field: 'name', message: 'is required' }] })).not.toHaveProperty('items');
  });

  it('records an unknown error when the body says nothing', () => {
    expect(toApiError(500, undefined)).toEqual({ status: 500, message: UNKNOWN_ERROR_MESSAGE, fieldErrors: {} });
    expect(toApiError(502, '<html>Bad gateway</html>').message).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});
