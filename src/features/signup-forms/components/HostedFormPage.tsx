import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@/shared/form/messages';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Checkbox } from '@/shared/ui/Checkbox';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { isEmailAddress } from '@/shared/validation/email-address';
import { CAPTCHA_MESSAGE, CAPTCHA_TOKEN } from '../captcha';
import { inputTypeOf } from '../field-catalogue';
import { safeStyles } from '../safe-styles';
import { selectHostedForm } from '../selectors';
import { hostedFormRequested, hostedFormSubmitted, hostedFormSubmitReset } from '../slice';
import type { FormField, PublicForm } from '../types';
import styles from './HostedFormPage.module.css';

const PHONE_NUMBER_ID = /^\+1\d{10}$/;
const PHONE_MESSAGE = 'must be a phone number with the country code +1 and 10 digits, e.g. +12065550142';

/** The browser's own check of an answer; the API checks again (and more). */
function answerError(field: FormField, value: string): string | undefined {
  const answer = value.trim();
  if (answer === '') return field.required ? REQUIRED_MESSAGE : undefined;
  if (field.fieldId === 'email' && !isEmailAddress(answer)) return INVALID_EMAIL_MESSAGE;
  if (field.fieldId === 'phone_number_id' && !PHONE_NUMBER_ID.test(answer)) return PHONE_MESSAGE;
  if (field.fieldType === 'Number' && !/^-?\d+(\.\d+)?$/.test(answer)) return 'must be a number';
  return undefined;
}

/**
 * /hosted/forms/:id: the public page of a signup form, outside the signed-in app. Anyone may fill it
 * in; its calls carry no session (public-api.ts). Submitting adds or updates the contact in the form's
 * list, then shows the form's confirmation message.
 */
export function HostedFormPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const { form, load, confirmation } = useAppSelector(selectHostedForm);

  useEffect(() => {
    dispatch(hostedFormRequested({ id }));
  }, [dispatch, id]);

  useEffect(() => {
    document.title = form?.header.trim() || 'Sign up';
  }, [form]);

  let content;
  if (form) content = confirmation === null ? <HostedForm form={form} /> : <Confirmation form={form} message={confirmation} />;
  else if (load.status === 'Error') {
    content = (
      <>
        <h1>{load.error.status === 404 ? 'This form is not available' : 'This form could not be loaded'}</h1>
        <p>{load.error.status === 404 ? 'The link may be out of date, or the form was removed.' : load.error.message}</p>
        {load.error.status !== 404 && <Button onClick={() => dispatch(hostedFormRequested({ id }))}>Try again</Button>}
      </>
    );
  } else content = <Spinner label="Loading the form" />;

  return <main className={styles.page}>{content}</main>;
}

function cardStyle(form: PublicForm) {
  const style = safeStyles(form.styles);
  return {
    maxWidth: `${style.width}px`,
    padding: `${style.padding}px`,
    background: style.backgroundColor,
    color: style.textColor,
    borderWidth: `${style.borderWidth}px`,
    borderColor: style.borderColor,
    borderRadius: `${style.borderRadius}px`,
  };
}

function Confirmation({ form, message }: { form: PublicForm; message: string }) {
  return (
    <div className={styles.card} style={cardStyle(form)} role="status">
      <h1>{form.header.trim() || 'Sign up'}</h1>
      <p>{message}</p>
    </div>
  );
}

function HostedForm({ form }: { form: PublicForm }) {
  const dispatch = useAppDispatch();
  const { submit } = useAppSelector(selectHostedForm);
  const [values, setValues] = useState<Record<string, string>>({});
  const [captcha, setCaptcha] = useState(false);
  const [checked, setChecked] = useState(false);
  const style = safeStyles(form.styles);
  const serverError = errorOf(submit);
  const fieldErrors = serverError?.fieldErrors ?? {};
  const localErrors = Object.fromEntries(form.fields.map((field) => [field.fieldId, answerError(field, values[field.fieldId] ?? '')]));
  const errorFor = (fieldId: string) => (checked ? localErrors[fieldId] : undefined) ?? fieldErrors[fieldId];
  const captchaError = (checked && form.captcha && !captcha ? CAPTCHA_MESSAGE : undefined) ?? fieldErrors.captcha;
  const generalError = serverError && Object.keys(serverError.fieldErrors).length === 0 ? serverError.message : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    setChecked(true);
    const invalid = Object.values(localErrors).some(Boolean) || (form.captcha && !captcha);
    if (invalid) {
      // After the messages are rendered: focus the first field that has one.
      setTimeout(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const answers = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== ''));
    dispatch(hostedFormSubmitted({ id: form.id, submission: { values: answers, captchaToken: form.captcha ? CAPTCHA_TOKEN : undefined } }));
  };

  const change = (fieldId: string, value: string) => {
    setValues((current) => ({ ...current, [fieldId]: value }));
    if (serverError) dispatch(hostedFormSubmitReset());
  };

  return (
    <form className={styles.card} style={cardStyle(form)} noValidate onSubmit={onSubmit} aria-labelledby="hosted-form-title">
      <h1 id="hosted-form-title">{form.header.trim() || 'Sign up'}</h1>
      {form.intro.trim() !== '' && <p>{form.intro}</p>}
      <div className={styles.fields}>
        {form.fields.map((field) => (
          <TextField
            key={field.fieldId}
            label={field.label}
            name={field.fieldId}
            type={inputTypeOf(field)}
            required={field.required}
            hint={field.helperText || undefined}
            autoComplete={field.fieldId === 'email' ? 'email' : field.fieldId === 'first_name' ? 'given-name' : field.fieldId === 'last_name' ? 'family-name' : undefined}
            value={values[field.fieldId] ?? ''}
            onChange={(event) => change(field.fieldId, event.target.value)}
            error={errorFor(field.fieldId)}
          />
        ))}
        {form.captcha && (
          <Checkbox
            label="I’m not a robot"
            name="captcha"
            checked={captcha}
            onChange={(event) => {
              setCaptcha(event.target.checked);
              if (serverError) dispatch(hostedFormSubmitReset());
            }}
            error={captchaError}
          />
        )}
      </div>
      {generalError && <InlineAlert tone="danger">{generalError}</InlineAlert>}
      <button type="submit" className={styles.submit} disabled={isInFlight(submit)} aria-busy={isInFlight(submit)} style={{ background: style.buttonColor, color: style.buttonTextColor, borderRadius: `${Math.min(style.borderRadius, 24)}px` }}>
        {form.styles.buttonText || 'Sign Up'}
      </button>
    </form>
  );
}
