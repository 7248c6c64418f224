/** The public page of a form: outside the signed-in app (src/app/router.tsx). */
export const HOSTED_FORMS_ROOT = '/hosted/forms';
export const hostedFormPath = (id: string) => `${HOSTED_FORMS_ROOT}/${encodeURIComponent(id)}`;
