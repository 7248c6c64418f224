import { selectImpersonatedUser } from '@/shared/session/session-slice';
import { Button } from '@/shared/ui/Button';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { returnToParentAccountRequested } from './shell-slice';
import styles from './Banners.module.css';

/** While an administrator acts for a subuser: whose account this is, and the way back. */
export function ImpersonationBanner() {
  const dispatch = useAppDispatch();
  const subuser = useAppSelector(selectImpersonatedUser);
  if (subuser === null) return null;
  return (
    <section className={`${styles.banner} ${styles.impersonation}`} aria-label="Impersonation">
      <p>
        You are viewing the account of subuser <strong>{subuser}</strong>. Everything you do here happens in their account.
      </p>
      <Button variant="secondary" size="sm" onClick={() => dispatch(returnToParentAccountRequested())}>
        Return to parent account
      </Button>
    </section>
  );
}
