import { HttpResponse } from 'msw';

/** One entry of SendGrid's generic error body `{ errors: [{ field, message }] }`. */
export interface FieldError {
  field: string | null;
  message: string;
}

export function errorResponse(status: number, errors: FieldError[]): Response {
  return HttpResponse.json({ errors }, { status });
}

export const validationFailed = (errors: FieldError[]) => errorResponse(400, errors);

export const invalidJsonBody = () => validationFailed([{ field: null, message: 'request body must be a JSON object' }]);

export const unauthorized = () => errorResponse(401, [{ field: null, message: 'authorization required' }]);

export const forbidden = (message: string) => errorResponse(403, [{ field: null, message }]);

export const notFound = () => errorResponse(404, [{ field: null, message: 'resource not found' }]);

/** 500 bodies carry only a message, per the published spec. */
export const serverError = (message = 'internal server error') =>
  HttpResponse.json({ errors: [{ message }] }, { status: 500 });

export const noContent = () => new HttpResponse(null, { status: 204 });
