import type { ApiError } from '@/shared/api/errors';

/** The legacy templates' alerts and messages; the spec words none of them. */
export const messages = {
  loadFailed: 'We could not load your legacy templates.',
  readFailed: 'We could not load this legacy template.',
  versionFailed: 'We could not load this version.',
  copied: (name: string, tags: number) =>
    tags === 0 ? `${name} was created as a dynamic template.` : `${name} was created as a dynamic template: ${tags === 1 ? '1 substitution tag was' : `${tags} substitution tags were`} replaced with Handlebars.`,
  copyFailed: (error: ApiError) => `We could not copy the version to a dynamic template. ${error.message}`,
};

