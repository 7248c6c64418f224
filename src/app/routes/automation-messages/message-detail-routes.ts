import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

/** A message number in the path that is not a whole number from 1 gives the 404 page, not a broken screen. */
export const requireMessageNumber = ({ params }: LoaderFunctionArgs) => {
  if (!/^[1-9]\d{0,5}$/.test(params.messageNum ?? '')) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return null;
};

const chooser = (creationType: 'new' | 'create-design'): RouteObject => ({
  path: `messages/:messageNum/${creationType}/selector`,
  loader: requireMessageNumber,
  lazy: () => import('./ContentChooserRoute').then((module) => ({ Component: creationType === 'new' ? module.NewMessageChooserRoute : module.ReplaceContentChooserRoute })),
});

const version = (creationType: 'new' | 'create-design'): RouteObject => ({
  path: `messages/:messageNum/${creationType}/selector/:templateId/version`,
  loader: requireMessageNumber,
  lazy: () => import('./ContentStartRoute').then((module) => ({ Component: creationType === 'new' ? module.NewMessageStartRoute : module.ReplaceContentStartRoute })),
});

/**
 * The screens of one automation's messages, relative to `/automations/:id/detail` (the detail table of
 * src/app/routes/automation-detail mounts them as SIBLINGS of the detail page's own route, i.e. children
 * of a route without element, so each replaces the detail page): the message editor (EmailEditor with
 * its sub-screens below `editor/`), the content chooser of a new message and its creation from a design,
 * and the replacement of a message's content from a design. Each loads lazily (route `lazy`), so the
 * detail page carries none of the editor.
 */
export const automationMessageDetailRoutes: RouteObject[] = [
  {
    path: 'messages/:messageNum/editor/*',
    loader: requireMessageNumber,
    lazy: () => import('./MessageEditorRoute').then((module) => ({ Component: module.MessageEditorRoute })),
  },
  chooser('new'),
  version('new'),
  chooser('create-design'),
  version('create-design'),
];
