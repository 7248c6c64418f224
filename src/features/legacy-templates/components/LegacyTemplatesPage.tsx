import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@/shared/format/display-format';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Table } from '@/shared/ui/Table';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { selectLegacyTemplates, selectLegacyTemplatesRequest } from '../selectors';
import { legacyTemplatesRequested } from '../slice';
import { activeVersionOf, type LegacyTemplate } from '../types';
import { LEGACY_TEMPLATES_TITLE, libraryCrumb, templatePath, useLegacyRoots } from './paths';

/** /design-library/legacy-templates: the account's legacy templates, read-only, newest update first. */
export function LegacyTemplatesPage() {
  const dispatch = useAppDispatch();
  const templates = useAppSelector(selectLegacyTemplates);
  const request = useAppSelector(selectLegacyTemplatesRequest);
  const { root, library } = useLegacyRoots();
  const load = () => dispatch(legacyTemplatesRequested({ load: 'all' }));

  useEffect(() => {
    load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <PageHeader
        title={LEGACY_TEMPLATES_TITLE}
        breadcrumb={[libraryCrumb(library)]}
        description="Templates made before dynamic templates, with their body and subject tags. They are read-only here: preview a version, or copy it into a new dynamic template, where its substitution tags become Handlebars."
      />
      <ListContent
        request={request}
        empty={templates.length === 0}
        placeholder={<TableSkeleton rows={3} columns={4} />}
        errorTitle="We could not load your legacy templates"
        onRetry={load}
        emptyState={<EmptyState title="No legacy templates">This account has no templates from before dynamic templates.</EmptyState>}
      >
        <Table<LegacyTemplate>
          caption={LEGACY_TEMPLATES_TITLE}
          rows={templates}
          rowKey={(template) => template.id}
          columns={[
            { key: 'name', header: 'Name', render: (template) => <Link to={templatePath(root, template.id)}>{template.name}</Link> },
            { key: 'active', header: 'Active version', render: (template) => activeVersionOf(template)?.name ?? 'None' },
            { key: 'versions', header: 'Versions', align: 'right', width: '7rem', render: (template) => template.versions.length },
            { key: 'updated', header: 'Last updated', width: '10rem', render: (template) => <time dateTime={template.updated}>{formatDate(template.updated)}</time> },
          ]}
        />
      </ListContent>
    </>
  );
}
