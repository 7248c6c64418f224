import { useField } from 'formik';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { SIGNUP_FORM_LIMITS, STYLE_RANGES } from '../limits';
import { isHexColor } from '../safe-styles';
import styles from './SignupFormEditor.module.css';

const COLORS = [
  ['backgroundColor', 'Background Colour'],
  ['textColor', 'Text Colour'],
  ['buttonColor', 'Button Colour'],
  ['buttonTextColor', 'Button Label Colour'],
  ['borderColor', 'Border Colour'],
] as const;

const LENGTHS = [
  ['borderWidth', 'Border Width (px)', STYLE_RANGES.borderWidth],
  ['borderRadius', 'Corner Radius (px)', STYLE_RANGES.borderRadius],
  ['padding', 'Padding (px)', STYLE_RANGES.padding],
  ['width', 'Width (px)', STYLE_RANGES.width],
] as const;

function ColorField({ name, label }: { name: string; label: string }) {
  const [{ value }] = useField<string>(name);
  return (
    <div className={styles.swatchRow}>
      <FormikTextField label={label} name={name} hint="#RRGGBB, for example #1a82e2" spellCheck={false} />
      <span className={styles.swatch} style={{ background: isHexColor(value) ? value : 'transparent' }} aria-hidden="true" />
    </div>
  );
}

/** Styles: colours, border, padding, width and the button's text. */
export function StylesView() {
  return (
    <div className={styles.stack}>
      {COLORS.map(([key, label]) => (
        <ColorField key={key} name={`styles.${key}`} label={label} />
      ))}
      {LENGTHS.map(([key, label, range]) => (
        <FormikTextField key={key} label={label} name={`styles.${key}`} type="number" inputMode="numeric" min={range.min} max={range.max} hint={`${range.min} to ${range.max}`} />
      ))}
      <FormikTextField label="Button Text" name="styles.buttonText" required maxLength={SIGNUP_FORM_LIMITS.buttonTextLength} />
    </div>
  );
}
