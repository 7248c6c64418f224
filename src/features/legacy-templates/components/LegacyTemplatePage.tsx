import { Outlet, useParams } from 'react-router-dom';
import { formatDate } from '@/shared/format/display-format';
import { isInFlight } from '@/shared/request-state/request-state';
import { isValidIdentifier } from '@/shared/routing/identifier';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { Table } from '@/shared/ui/Table';
import type { LegacyTemplate, LegacyVersionSummary } from '../types';
import styles from './LegacyTemplates.module.css';
import { NotFound } from './NotFound';
import { copyPath, libraryCrumb, listCrumb, previewPath, useLegacyRoots } from './paths';
import { useLegacyTemplate } from './use-legacy-template';

/** /design-library/legacy-templates/:templateId: one legacy template and its versions; the copy dialog opens over it. */
export function LegacyTemplatePage() {
  const { templateId } = useParams();
  return isValidIdentifier(templateId) ? <TemplateScreen id={templateId} /> : <NotFound what="template" />;
}

function TemplateScreen({ id }: { id: string }) {
  const { template, request, error, notFound, retry } = useLegacyTemplate(id);
  const { root, library } = useLegacyRoots();
  if (notFound) return <NotFound what="template" />;
  return (
    <>
      <PageHeader title={template?.name ?? 'Legacy template'} breadcrumb={[libraryCrumb(library), listCrumb(root)]} />
      {template ? (
        <>
          <Versions template={template} root={root} />
          <Outlet context={template} />
        </>
      ) : error ? (
        <EmptyState title="We could not load this template" action={<Button onClick={retry}>Try again</Button>}>
          {error.message}
        </EmptyState>
      ) : (
        isInFlight(request) && <Spinner label="Loading the template" />
      )}
    </>
  );
}

function Versions({ template, root }: { template: LegacyTemplate; root: string }) {
  if (template.versions.length === 0) return <EmptyState title="No versions">This template has no version to preview or copy.</EmptyState>;
  return (
    <Table<LegacyVersionSummary>
      caption={`Versions of ${template.name}`}
      captionVisible
      rows={template.versions}
      rowKey={(version) => version.id}
      columns={[
        {
          key: 'name',
          header: 'Version',
          render: (version) => (
            <span className={styles.versionName}>
              {version.name}
              {version.active && <Badge tone="success">Active</Badge>}
            </span>
          ),
        },
        { key: 'subject', header: 'Subject', render: (version) => version.subject || 'No subject' },
        { key: 'editor', header: 'Editor', width: '7rem', render: (version) => (version.editor === 'design' ? 'Design' : 'Code') },
        { key: 'updated', header: 'Last updated', width: '9rem', render: (version) => <time dateTime={version.updated}>{formatDate(version.updated)}</time> },
        {
          key: 'actions',
          header: 'Actions',
          width: '19rem',
          render: (version) => (
            <span className={styles.actions}>
              <ButtonLink size="sm" to={previewPath(root, template.id, version.id)} aria-label={`Preview: ${version.name}`}>
                Preview
              </ButtonLink>
              <ButtonLink size="sm" to={copyPath(root, template.id, version.id)} aria-label={`Copy to a dynamic template: ${version.name}`}>
                Copy to a dynamic template
              </ButtonLink>
            </span>
          ),
        },
      ]}
    />
  );
}
