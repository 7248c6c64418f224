import { useNavigate } from 'react-router-dom';
import { LEGACY_TAGS_MESSAGE } from '@/features/dynamic-templates/messages';
import type { LegacyTagSummary } from '@/shared/handlebars/legacy-tags';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { Table } from '@/shared/ui/Table';

const FORM_LABELS = { dash: '-name-', percent: '%name%', colon: ':name' } as const;

/** …/legacy_tags: the version's legacy substitution tags, each with the Handlebars form that replaces it. */
export function LegacyTagsDialog({ tags, basePath }: { tags: LegacyTagSummary[]; basePath: string }) {
  const navigate = useNavigate();
  const close = () => navigate(basePath);
  return (
    <Modal
      open
      size="lg"
      title="Legacy substitution tags"
      onClose={close}
      footer={
        <>
          <Button onClick={close}>Close</Button>
          {tags.length > 0 && (
            <ButtonLink variant="primary" to={`${basePath}/substitution_tag_replacement`}>
              Replace with Handlebars
            </ButtonLink>
          )}
        </>
      }
    >
      {tags.length === 0 ? (
        <p>This version uses no legacy substitution tags.</p>
      ) : (
        <>
          <InlineAlert tone="warning">{LEGACY_TAGS_MESSAGE}</InlineAlert>
          <Table
            caption="Legacy substitution tags in this version"
            rows={tags}
            rowKey={(tag) => tag.tag}
            columns={[
              { key: 'tag', header: 'Tag', render: (tag) => <code>{tag.tag}</code> },
              { key: 'form', header: 'Form', render: (tag) => FORM_LABELS[tag.form] },
              { key: 'uses', header: 'Uses', align: 'right', render: (tag) => tag.count },
              { key: 'handlebars', header: 'Handlebars', render: (tag) => <code>{tag.handlebars}</code> },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
