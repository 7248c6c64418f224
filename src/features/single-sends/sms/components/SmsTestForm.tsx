import { useState, type FormEvent } from 'react';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { northAmericanNumber, TEST_NUMBER_MESSAGE } from '../sms-draft';
import { selectSmsEditor } from '../sms-selectors';
import { smsTestRequested } from '../sms-slice';
import styles from './SmsEditor.module.css';

/** A test of the message to one US or Canada ten-digit number (spec §5). */
export function SmsTestForm() {
  const dispatch = useAppDispatch();
  const { test } = useAppSelector(selectSmsEditor);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string>();
  const serverError = errorOf(test);
  const shown = error ?? serverError?.fieldErrors.to ?? (serverError && !serverError.fieldErrors.to ? serverError.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to = northAmericanNumber(number);
    setError(to ? undefined : TEST_NUMBER_MESSAGE);
    if (to) dispatch(smsTestRequested({ to }));
  };

  return (
    <form className={styles.section} aria-labelledby="sms-test-heading" onSubmit={submit} noValidate>
      <h2 id="sms-test-heading">Send a test</h2>
      <div className={styles.row}>
        <TextField
          label="Test phone number"
          name="sms-test-number"
          type="tel"
          autoComplete="tel"
          hint="One US or Canada ten-digit number, such as (415) 555-0123."
          value={number}
          error={shown}
          onChange={(event) => setNumber(event.target.value)}
        />
        <Button type="submit" loading={isInFlight(test)}>
          Send test
        </Button>
      </div>
    </form>
  );
}
