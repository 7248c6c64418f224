import { Link } from 'react-router-dom';
import { errorOf } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { liveProblemsOf } from '../live-problems';
import { selectSetLiveRequest } from '../selectors';
import { setLiveReset } from '../slice';
import { detailPathOf, type AutomationRow } from '../types';
import styles from './Automations.module.css';

/** When the server refuses to set a row live (400): what is missing, and the way to the automation to fix it. */
export function SetLiveProblemsDialog({ row, onClose }: { row: AutomationRow; onClose(): void }) {
  const dispatch = useAppDispatch();
  const error = errorOf(useAppSelector((state) => selectSetLiveRequest(state, row.id)));
  if (error === undefined || error.status !== 400) return null;
  const close = () => {
    dispatch(setLiveReset({ id: row.id }));
    onClose();
  };
  return (
    <Modal open title={`${row.name} cannot be set live yet`} onClose={close} footer={<Button onClick={close}>Close</Button>}>
      <p>Fix these first:</p>
      <ul className={styles.problems}>
        {liveProblemsOf(error).map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>
        <Link to={detailPathOf(row.id)}>Open {row.name} to fix them</Link>
      </p>
    </Modal>
  );
}
