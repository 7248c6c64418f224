import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import styles from './ChecksDrawer.module.css';

const PreSendChecksPanel = lazy(() => import('../checks/PreSendChecksPanel').then((module) => ({ default: module.PreSendChecksPanel })));

/**
 * The pre-send checks, folded into a drawer over the right edge so they never take width from the email:
 * a toggle with the number of issues opens it, focus moves into it, Escape or Close folds it and returns
 * focus to the toggle. Folded, the panel stays mounted (hidden), so the count follows every edit.
 */
export function ChecksDrawer({ sessionKey }: { sessionKey: string }) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const drawerId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (open) drawerRef.current?.focus();
    else if (opened.current) toggleRef.current?.focus();
    opened.current = open;
  }, [open]);

  useEffect(() => {
    const drawer = drawerRef.current;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
    };
    drawer?.addEventListener('keydown', closeOnEscape);
    return () => drawer?.removeEventListener('keydown', closeOnEscape);
  }, []);

  const badge = count === null ? '' : count === 0 ? 'all clear' : `${count} to check`;
  return (
    <>
      <Button ref={toggleRef} size="sm" aria-expanded={open} aria-controls={drawerId} onClick={() => setOpen(!open)}>
        Pre-send checks
        {count !== null && (
          <span className={count ? styles.badge : styles.badgeClear} aria-label={`, ${badge}`}>
            {count || '✓'}
          </span>
        )}
      </Button>
      <aside id={drawerId} ref={drawerRef} tabIndex={-1} aria-label="Pre-send checks" className={styles.drawer} hidden={!open}>
        <Button size="sm" variant="tertiary" className={styles.close} onClick={() => setOpen(false)}>
          Close checks
        </Button>
        <Suspense fallback={null}>
          <PreSendChecksPanel sessionKey={sessionKey} onIssueCount={setCount} />
        </Suspense>
      </aside>
    </>
  );
}
