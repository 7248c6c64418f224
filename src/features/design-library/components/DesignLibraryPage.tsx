import { Outlet, useNavigate } from 'react-router-dom';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Tabs } from '@/shared/ui/Tabs';
import { LIBRARY_TABS, useSelectedTab } from './library-tabs';

/** /design-library/<tab>: the library's tabs, each its own address; the selected tab's route renders inside. */
export function DesignLibraryPage() {
  const navigate = useNavigate();
  const selected = useSelectedTab();
  return (
    <>
      <PageHeader
        title="Design Library"
        description="Email designs to start your single sends, automations and templates from, and the images they use."
        actions={
          <ButtonLink to="selector/new" variant="primary">
            Create a Design
          </ButtonLink>
        }
      />
      <Tabs
        label="Design library"
        selectedId={selected}
        onSelect={(id) => navigate(id)}
        tabs={LIBRARY_TABS.map(({ id, label }) => ({ id, label, content: id === selected ? <Outlet /> : null }))}
      />
    </>
  );
}
