import type { LoaderFunctionArgs } from 'react-router-dom';
import { dynamicTemplatesRoutes } from '@/features/dynamic-templates/routes';
import { isTemplateId } from '@/features/dynamic-templates/types';
import { isValidIdentifier } from '@/shared/routing/identifier';

/** Template ids are `d-` and 32 hex digits; version and design ids are UUIDs. A malformed one gives the 404 page. */
const requireIds =
  (...names: string[]) =>
  ({ params }: LoaderFunctionArgs) => {
    const valid = names.every((name) => (name === 'id' ? isTemplateId(params[name]) : isValidIdentifier(params[name])));
    if (!valid) throw new Response(null, { status: 404, statusText: 'Not Found' });
    return null;
  };

/** The dynamic templates composed with the email editor: the version editor hosts `EmailEditor`. */
export const composedDynamicTemplatesRoutes = dynamicTemplatesRoutes({
  idsLoader: requireIds,
  editorRoute: { lazy: () => import('./VersionEditorRoute').then((module) => ({ Component: module.VersionEditorRoute })) },
});
