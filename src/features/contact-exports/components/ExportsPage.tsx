import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { selectAllExports, selectExportRequest } from '../selectors';
import { exportsRequested } from '../slice';
import { ExportForm } from './ExportForm';
import styles from './Exports.module.css';
import { ExportsTable } from './ExportsTable';

/** /contacts/exports: start an export, and Active Exports with their files for about 12 hours. */
export function ExportsPage() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectAllExports);
  const listRequest = useAppSelector((state) => selectExportRequest(state, 'list'));

  useEffect(() => {
    dispatch(exportsRequested());
  }, [dispatch]);

  return (
    <>
      <PageHeader title="Exports" description="Export your contacts as CSV or JSON. Files stay available for about 12 hours." />
      <Card title="New export" className={styles.newExport}>
        <ExportForm />
      </Card>
      <h2>Active Exports</h2>
      <ListContent
        request={listRequest}
        empty={items.length === 0}
        placeholder={<TableSkeleton rows={3} columns={5} />}
        errorTitle="We could not load your exports"
        onRetry={() => dispatch(exportsRequested())}
        emptyState={<EmptyState title="No active exports">Exports you start appear here while their files are available.</EmptyState>}
      >
        <p className={styles.notice}>Each export can be downloaded for about 12 hours after it was requested.</p>
        <ExportsTable items={items} />
      </ListContent>
      <Outlet />
    </>
  );
}
