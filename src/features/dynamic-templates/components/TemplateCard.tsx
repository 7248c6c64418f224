import { useId } from 'react';
import { formatDate } from '@/shared/format/display-format';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { EmailThumbnail } from '@/shared/thumbnails/EmailThumbnail';
import { StoredEmailThumbnail } from '@/shared/thumbnails/StoredEmailThumbnail';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Table, type TableColumn } from '@/shared/ui/Table';
import { selectActivation, selectVersionCopy, selectVersionLimitMessage, selectVersionThumbnailHtml } from '../selectors';
import { versionActivateRequested, versionCopyRequested, versionThumbnailRequested } from '../slice';
import { activeVersionOf, isoOf, versionThumbnail, type Template, type VersionSummary } from '../types';
import { CopyIdButton } from './CopyIdButton';
import styles from './DynamicTemplates.module.css';

const EDITOR_LABELS = { design: 'Design', code: 'Code' } as const;

/** One template on the index: the active version's thumbnail, its name and id, its versions and their actions. */
export function TemplateCard({ template }: { template: Template }) {
  const nameId = useId();
  const active = activeVersionOf(template);
  const versionLimit = useAppSelector((state) => selectVersionLimitMessage(state, template.id));
  const base = `/dynamic-templates/${template.id}`;

  const columns: TableColumn<VersionSummary>[] = [
    {
      key: 'name',
      header: 'Version',
      render: (version) => (
        <span id={`${nameId}-${version.id}`}>
          {version.name} {version.active && <Badge tone="success">Active</Badge>}
        </span>
      ),
    },
    { key: 'editor', header: 'Editor', render: (version) => EDITOR_LABELS[version.editor] },
    { key: 'updated', header: 'Last edited', render: (version) => <time dateTime={isoOf(version.updated)}>{formatDate(isoOf(version.updated))}</time> },
    { key: 'subject', header: 'Subject', render: (version) => version.subject },
    {
      key: 'actions',
      header: 'Actions',
      render: (version) => <VersionActions template={template} version={version} describedBy={`${nameId}-${version.id}`} copyDisabled={versionLimit !== undefined} />,
    },
  ];

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <ActiveVersionThumbnail template={template} active={active} />
      <div className={styles.body}>
        <div className={styles.heading}>
          <h2 id={nameId} className={styles.name}>
            {template.name}
          </h2>
          <div className={styles.actions}>
            <ButtonLink size="sm" variant="primary" to={`${base}/versions/new`} aria-describedby={nameId}>
              Add Version
            </ButtonLink>
            <ButtonLink size="sm" variant="tertiary" to={`${base}/edit`} aria-describedby={nameId}>
              Rename Template
            </ButtonLink>
            <ButtonLink size="sm" variant="tertiary" to={`${base}/duplicate`} aria-describedby={nameId}>
              Duplicate Template
            </ButtonLink>
            <ButtonLink size="sm" variant="tertiary" to={`${base}/delete`} aria-describedby={nameId}>
              Delete Template
            </ButtonLink>
          </div>
        </div>
        <p className={styles.meta}>
          <span>
            Template ID: <span className={styles.id}>{template.id}</span>
          </span>
          <CopyIdButton id={template.id} describedBy={nameId} />
        </p>
        <p className={styles.meta}>{active ? `Active version: ${active.name}` : 'No active version yet'}</p>
        {versionLimit && <p className={styles.meta}>{versionLimit}</p>}
        {template.versions.length > 0 && (
          <Table caption={`Versions of ${template.name}`} columns={columns} rows={template.versions} rowKey={(version) => version.id} />
        )}
      </div>
    </article>
  );
}

interface VersionActionsProps {
  template: Template;
  version: VersionSummary;
  describedBy: string;
  copyDisabled: boolean;
}

function VersionActions({ template, version, describedBy, copyDisabled }: VersionActionsProps) {
  const dispatch = useAppDispatch();
  const activation = useAppSelector((state) => selectActivation(state, template.id, version.id));
  const copy = useAppSelector((state) => selectVersionCopy(state, template.id, version.id));
  const ids = { templateId: template.id, versionId: version.id };
  const base = `/dynamic-templates/${template.id}`;
  return (
    <div className={styles.actions}>
      <ButtonLink size="sm" variant="tertiary" to={`${base}/version/${version.id}`} aria-describedby={describedBy}>
        Edit
      </ButtonLink>
      <ButtonLink size="sm" variant="tertiary" to={`${base}/version/${version.id}/preview`} aria-describedby={describedBy}>
        Preview
      </ButtonLink>
      <Button size="sm" variant="tertiary" loading={isInFlight(copy)} disabled={copyDisabled} onClick={() => dispatch(versionCopyRequested(ids))} aria-describedby={describedBy}>
        Duplicate
      </Button>
      {!version.active && (
        <Button size="sm" variant="tertiary" loading={isInFlight(activation)} onClick={() => dispatch(versionActivateRequested(ids))} aria-describedby={describedBy}>
          Activate
        </Button>
      )}
      <ButtonLink size="sm" variant="tertiary" to={`${base}/versions/${version.id}/delete`} aria-describedby={describedBy}>
        Delete
      </ButtonLink>
    </div>
  );
}

/** The active version's email, read when the card comes into view; "No preview" without an active version. */
function ActiveVersionThumbnail({ template, active }: { template: Template; active: VersionSummary | undefined }) {
  if (!active) return <EmailThumbnail className={styles.thumbnail} name={template.name} html={null} />;
  const thumbnail = versionThumbnail(active);
  return (
    <StoredEmailThumbnail
      className={styles.thumbnail}
      name={`${template.name}, ${active.name}`}
      imageUrl={active.thumbnailUrl}
      selectHtml={(state) => selectVersionThumbnailHtml(state, thumbnail)}
      request={versionThumbnailRequested(thumbnail)}
    />
  );
}
