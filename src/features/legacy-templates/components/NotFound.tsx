import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { libraryCrumb, listCrumb, useLegacyRoots } from './paths';

/** An unknown, malformed or dynamic template's id, or a version the template does not have. */
export function NotFound({ what }: { what: 'template' | 'version' }) {
  const { root, library } = useLegacyRoots();
  return (
    <>
      <PageHeader title={what === 'template' ? 'Template not found' : 'Version not found'} breadcrumb={[libraryCrumb(library), listCrumb(root)]} />
      <EmptyState title={`This ${what} does not exist`} action={<ButtonLink to={root}>Back to the legacy templates</ButtonLink>}>
        It may have been deleted, or the address is not complete.
      </EmptyState>
    </>
  );
}
