import { useId, useMemo, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { fromAddressList, type AddressList } from '../types';
import { formatNumber } from './format';
import styles from './UploadStatus.module.css';

/** Addresses shown at once: a failure report of 20,000 renders as cheaply as one of 100. */
export const FAILED_ADDRESSES_PAGE_SIZE = 100;

/** The addresses that did not go in, a page at a time, with their number. */
export function FailedAddressList({ addresses }: { addresses: AddressList }) {
  const id = useId();
  const all = useMemo(() => fromAddressList(addresses), [addresses]);
  const [page, setPage] = useState(0);
  const pages = Math.ceil(all.length / FAILED_ADDRESSES_PAGE_SIZE);
  const current = Math.min(page, pages - 1);
  const first = current * FAILED_ADDRESSES_PAGE_SIZE;
  const shown = all.slice(first, first + FAILED_ADDRESSES_PAGE_SIZE);
  const range = `${formatNumber(first + 1)}–${formatNumber(first + shown.length)} of ${formatNumber(all.length)}`;

  return (
    <div className={styles.failed}>
      <p id={`${id}-label`} className={styles.listLabel}>
        Addresses that did not go in
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll from the keyboard (axe: scrollable-region-focusable) */}
      <div role="region" aria-labelledby={`${id}-label`} tabIndex={0} className={styles.list}>
        <ol start={first + 1} aria-labelledby={`${id}-label`}>
          {shown.map((address) => (
            <li key={address}>{address}</li>
          ))}
        </ol>
      </div>
      {pages > 1 && (
        <div className={styles.pager}>
          <Button size="sm" variant="tertiary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous addresses
          </Button>
          <span aria-live="polite">{range}</span>
          <Button size="sm" variant="tertiary" disabled={current === pages - 1} onClick={() => setPage(current + 1)}>
            Next addresses
          </Button>
        </div>
      )}
    </div>
  );
}
