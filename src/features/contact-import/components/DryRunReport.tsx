import { ROW_PROBLEM_LABELS, ROW_PROBLEMS } from '../csv/contact-row';
import { formatNumber } from '@/shared/format/display-format';
import { useAppDispatch } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Table } from '@/shared/ui/Table';
import { errorReportRequested } from '../slice';
import type { DryRunSummary } from '../types';
import styles from './ImportWizard.module.css';

/** What the import will do, before anything is sent: new and updated contacts, invalid rows and why. */
export function DryRunReport({ summary }: { summary: DryRunSummary }) {
  const dispatch = useAppDispatch();
  const problems = ROW_PROBLEMS.filter((problem) => summary.problems[problem] > 0);
  return (
    <>
      <dl className={styles.summary} aria-label="What the import will do">
        <div>
          <dt>Contacts in the file</dt>
          <dd>{formatNumber(summary.contactRows)}</dd>
        </div>
        <div>
          <dt>New contacts</dt>
          <dd>{formatNumber(summary.creates)}</dd>
        </div>
        <div>
          <dt>Existing contacts updated</dt>
          <dd>{formatNumber(summary.updates)}</dd>
        </div>
        <div>
          <dt>Invalid rows, not imported</dt>
          <dd>{formatNumber(summary.invalid)}</dd>
        </div>
      </dl>
      {problems.length > 0 && (
        <>
          <Table
            caption="Why rows are invalid"
            captionVisible
            rowKey={(problem) => problem}
            rows={problems}
            columns={[
              { key: 'problem', header: 'Problem', render: (problem) => ROW_PROBLEM_LABELS[problem] },
              { key: 'rows', header: 'Rows', align: 'right', render: (problem) => <span className={styles.number}>{formatNumber(summary.problems[problem])}</span> },
            ]}
          />
          <Table
            caption={`First invalid rows (${formatNumber(summary.firstInvalid.length)} of ${formatNumber(summary.invalid)})`}
            captionVisible
            rowKey={(row) => String(row.line)}
            rows={summary.firstInvalid}
            columns={[
              { key: 'line', header: 'Row', width: '6rem', render: (row) => <span className={styles.number}>{row.line}</span> },
              { key: 'message', header: 'Error', render: (row) => row.message },
            ]}
          />
          {summary.hasErrorReport && (
            <div className={styles.actions}>
              <Button onClick={() => dispatch(errorReportRequested())}>Download the error report (CSV)</Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
