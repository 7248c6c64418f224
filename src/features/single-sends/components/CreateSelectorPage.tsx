import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Tabs } from '@/shared/ui/Tabs';
import { selectorTabOf, type SelectorTab } from '../types';
import { BlankStartForm } from './BlankStartForm';
import { DesignGallery } from './DesignGallery';
import { LimitNotice } from './LimitNotice';
import { NotFoundNotice } from './NotFoundNotice';
import { useAreaPath } from './use-area-path';
import { useCreateDraft } from './use-create-draft';

/** The two ways in (spec §2): `new` and `create-design` (an email from a design). */
export type CreationType = 'new' | 'create-design';

const TAB_LABELS: Record<SelectorTab, string> = { blank: 'Blank', 'your-designs': 'Your designs', 'sendgrid-designs': 'System designs' };

/**
 * Every creation route of the spec but the template one: /single-sends/new, /create-design,
 * /selector/:templateType/new, /new/selector/:designs and /:creationType/selector/:templateType. A tab per
 * start: blank (email in either editor, or SMS), your designs, the system designs (`{product}-designs`).
 * The routes under one creation type share this page, so choosing a tab keeps focus on it.
 */
export function CreateSelectorPage({ creationType: type }: { creationType: CreationType }) {
  const params = useParams();
  const navigate = useNavigate();
  const to = useAreaPath();
  const draft = useCreateDraft();
  const tab = selectorTabOf(params.templateType);
  if (tab === undefined) return <NotFoundNotice />;

  const templatePath = (designId: string) => to(`${type}/selector/template/${encodeURIComponent(designId)}`);
  const content = (id: SelectorTab) =>
    id === 'blank' ? (
      <BlankStartForm request={draft.request} onCreated={draft.openCreated} cancelTo={to()} emailOnly={type === 'create-design'} />
    ) : (
      <DesignGallery kind={id} templatePath={templatePath} />
    );

  return (
    <>
      <PageHeader
        title={type === 'create-design' ? 'Create a Single Send from a Design' : 'Create a Single Send'}
        breadcrumb={[{ label: 'Single Sends', to: to() }]}
        description="Start from a blank email or SMS, or from a design. The new single send is a draft until you send or schedule it."
      />
      {draft.atLimit && <LimitNotice />}
      <Tabs
        label="Start from"
        selectedId={tab}
        onSelect={(id) => navigate(to(`${type}/selector/${id}`), { replace: true })}
        tabs={(Object.keys(TAB_LABELS) as SelectorTab[]).map((id) => ({ id, label: TAB_LABELS[id], content: id === tab ? content(id) : null }))}
      />
    </>
  );
}
