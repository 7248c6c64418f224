import { designLibraryRoutes } from '@/features/design-library/routes';
import { imageLibraryRoutes } from '@/features/email-editor/images/image-library-routes';
import { requireValidIdentifiers } from '../identifier-guard';

/**
 * The design library composed with the email editor: the editor route hosts `EmailEditor`, and the
 * your-images tab holds the image library's pages. Mounted at / and, as /legacy/templates, under /legacy.
 */
export const composedDesignLibraryRoutes = designLibraryRoutes({
  imageRoutes: imageLibraryRoutes,
  editorRoute: {
    loader: requireValidIdentifiers('id'),
    lazy: () => import('./DesignEditorRoute').then((module) => ({ Component: module.DesignEditorRoute })),
  },
});
