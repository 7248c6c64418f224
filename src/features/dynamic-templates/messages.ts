import type { ApiError } from '@/shared/api/errors';
import { formatNumber } from '@/shared/format/display-format';
import { DYNAMIC_TEMPLATE_LIMITS } from './limits';

/** "1 template", "27 templates". */
export const templateCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'template' : 'templates'}`;

/** Spec §8, exactly. */
export const LEGACY_TAGS_MESSAGE = 'substitution tags must be replaced with Handlebars syntax before use with dynamic content';

/** The limits reached (spec §8, §9), worded as the mock's 400s word them. */
export const limitMessages = {
  templates: `You have reached the maximum of ${DYNAMIC_TEMPLATE_LIMITS.templates} dynamic templates.`,
  versionsPerTemplate: `You have reached the maximum of ${DYNAMIC_TEMPLATE_LIMITS.versionsPerTemplate} versions for this template.`,
  versionsPerAccount: `You have reached the maximum of ${DYNAMIC_TEMPLATE_LIMITS.versionsPerAccount} template versions for your account.`,
};

/** Every alert and message of the dynamic templates; the spec words none but the two above. */
export const messages = {
  loadFailed: 'We could not load your dynamic templates.',
  readFailed: 'We could not load this dynamic template.',
  openFailed: 'We could not open this version.',
  created: (name: string) => `${name} was created`,
  createFailed: (error: ApiError) => `We could not create the dynamic template. ${error.message}`,
  duplicated: (name: string) => `${name} was created as a copy`,
  renamed: (name: string) => `The dynamic template was renamed ${name}`,
  renameFailed: (error: ApiError) => `We could not rename the dynamic template. ${error.message}`,
  deleted: (name: string) => `${name} was deleted`,
  deleteFailed: (name: string, error: ApiError) => `We could not delete ${name}. ${error.message}`,
  versionCreated: (name: string) => `The version ${name} was created`,
  versionCreateFailed: (error: ApiError) => `We could not create the version. ${error.message}`,
  versionUpdated: 'The version settings were saved',
  versionUpdateFailed: (error: ApiError) => `We could not save the version settings. ${error.message}`,
  versionCopied: (name: string) => `The version ${name} was created as a copy`,
  versionCopyFailed: (error: ApiError) => `We could not duplicate the version. ${error.message}`,
  versionActivated: (name: string) => `${name} is now the active version`,
  versionActivateFailed: (error: ApiError) => `We could not activate the version. ${error.message}`,
  versionDeleted: (name: string) => `The version ${name} was deleted`,
  versionDeleteFailed: (name: string, error: ApiError) => `We could not delete the version ${name}. ${error.message}`,
  saveFailed: (error: ApiError) => `We could not save the version. ${error.message}`,
  savedVersionGone: 'This version no longer exists: it was deleted, perhaps in another tab. Copy anything you want to keep before you leave.',
  designsFailed: 'We could not load the designs to start from.',
};

/** The copy's name offered by the duplicate forms. */
export const copyName = (name: string) => `Copy of ${name}`.slice(0, DYNAMIC_TEMPLATE_LIMITS.nameLength);
