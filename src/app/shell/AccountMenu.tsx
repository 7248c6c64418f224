import { useEffect, useId, useRef, useState } from 'react';
import { selectUsername, selectUserPackage, selectUserTimezone } from '@/shared/account/account-selectors';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { logoutRequested, selectSessionStatus } from '@/shared/session/session-slice';
import { Button } from '@/shared/ui/Button';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { AccountCredits } from './AccountCredits';
import styles from './AccountMenu.module.css';

const MENU_RESOURCES = ['profile', 'username', 'package', 'timezone'] as const;

/**
 * The account menu in the top bar: a disclosure with who is signed in, on which plan and timezone and
 * with which credits left, and Log out beside it, always one click away.
 * Loading the profile here also checks the session at start (a failed profile logs the user out).
 */
export function AccountMenu() {
  const dispatch = useAppDispatch();
  useAccountResources(MENU_RESOURCES);
  const username = useAppSelector(selectUsername)?.username;
  const plan = useAppSelector(selectUserPackage)?.name;
  const timezone = useAppSelector(selectUserTimezone);
  const loggingOut = useAppSelector(selectSessionStatus) !== 'active';
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.accountMenu} ref={rootRef} role="group" aria-label="Account">
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {(username ?? '?').charAt(0).toUpperCase()}
        </span>
        <span className={styles.name}>{username ?? 'Account'}</span>
        <VisuallyHidden> account menu</VisuallyHidden>
      </button>
      <section id={panelId} className={styles.panel} hidden={!open} aria-label="Your account">
        <dl className={styles.facts}>
          <div>
            <dt>Username</dt>
            <dd>{username ?? '…'}</dd>
          </div>
          <div>
            <dt>Plan</dt>
            <dd>{plan ?? '…'}</dd>
          </div>
          <div>
            <dt>Timezone</dt>
            <dd>
              {timezone.name} ({timezone.code})
            </dd>
          </div>
          <AccountCredits />
        </dl>
      </section>
      <Button variant="tertiary" size="sm" loading={loggingOut} onClick={() => dispatch(logoutRequested())}>
        Log out
      </Button>
    </div>
  );
}
