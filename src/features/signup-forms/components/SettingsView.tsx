import { useField } from 'formik';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Select } from '@/shared/ui/Select';
import { TextArea } from '@/shared/ui/TextArea';
import { SIGNUP_FORM_LIMITS } from '../limits';
import { selectListOptions } from '../selectors';
import styles from './SignupFormEditor.module.css';

/** Settings: the form's name, the list it adds to, what visitors read once signed up, the captcha. */
export function SettingsView() {
  const lists = useAppSelector(selectListOptions);
  const [list, listMeta, listHelpers] = useField<string | null>('listId');
  const [confirmation, confirmationMeta] = useField<string>('confirmationMessage');
  const [{ checked: captcha, onChange: onCaptchaChange, onBlur: onCaptchaBlur }] = useField<boolean>({ name: 'captcha', type: 'checkbox' });
  return (
    <div className={styles.stack}>
      <FormikTextField label="Form Name" name="name" required maxLength={SIGNUP_FORM_LIMITS.nameLength} />
      <div className={styles.row}>
        <Select
          label="List"
          name="listId"
          hint="Everyone who signs up is added to this list."
          placeholder="Choose a list"
          options={lists.map((option) => ({ value: option.id, label: option.name }))}
          value={list.value ?? ''}
          onChange={(event) => void listHelpers.setValue(event.target.value === '' ? null : event.target.value)}
          onBlur={list.onBlur}
          error={listMeta.touched ? listMeta.error : undefined}
        />
        <ButtonLink to="new_list" variant="secondary">
          Create a New List
        </ButtonLink>
      </div>
      <TextArea
        label="Confirmation Message"
        required
        rows={3}
        hint="What visitors read after they sign up."
        {...confirmation}
        error={confirmationMeta.touched ? confirmationMeta.error : undefined}
      />
      <Checkbox label="Use a captcha" name="captcha" hint="Visitors confirm they are not a robot before they can sign up." checked={captcha} onChange={onCaptchaChange} onBlur={onCaptchaBlur} />
    </div>
  );
}
