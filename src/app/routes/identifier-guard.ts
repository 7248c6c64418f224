import type { LoaderFunctionArgs } from 'react-router-dom';
import { isValidIdentifier } from '@/shared/routing/identifier';

/**
 * A route loader for editor routes: an identifier in the path that is not a valid id gives the 404
 * page instead of a broken editor.
 */
export const requireValidIdentifiers =
  (...names: string[]) =>
  ({ params }: LoaderFunctionArgs) => {
    if (names.some((name) => !isValidIdentifier(params[name]))) throw new Response(null, { status: 404, statusText: 'Not Found' });
    return null;
  };
