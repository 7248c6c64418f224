import { FIELD_PROBLEMS, fieldProblemSummary, ROW_PROBLEM_LABELS, ROW_PROBLEMS } from '../csv/contact-row';
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
  const fieldProblems = FIELD_PROBLEMS.filter((problem) => summary.fieldProblems[problem] > 0);
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
      {fieldProblems.length > 0 && (
        <>
          <h3 className={styles.heading}>Values that will not be imported</h3>
          <p className={styles.hint}>These contacts are imported without the values below. To refuse such rows instead, choose to skip them under Values.</p>
          <ul aria-label="Values that will not be imported">
            {fieldProblems.map((problem) => (
              <li key={problem}>{fieldProblemSummary(problem, summary.fieldProblems[problem], formatNumber(summary.fieldProblems[problem]))}</li>
            ))}
          </ul>
          <Table
            caption={`First values not imported (${formatNumber(summary.firstFieldProblems.length)})`}
            captionVisible
            rowKey={(row) => `${row.line}-${row.message}`}
            rows={summary.firstFieldProblems}
            columns={[
              { key: 'line', header: 'Row', width: '6rem', render: (row) => <span className={styles.number}>{row.line}</span> },
              { key: 'message', header: 'Value', render: (row) => row.message },
            ]}
          />
        </>
      )}
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
        </>
      )}
      {summary.hasErrorReport && (
        <div className={styles.actions}>
          <Button onClick={() => dispatch(errorReportRequested())}>Download the error report (CSV)</Button>
        </div>
      )}
    </>
  );
}
