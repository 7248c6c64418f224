import { useField } from 'formik';
import type { ComponentProps } from 'react';
import { TextField } from '../ui/TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'error' | 'value' | 'onChange' | 'onBlur'>;

/** A TextField bound to Formik; its error shows once the field was touched or the form submitted. */
export function FormikTextField(props: Props) {
  const [field, meta] = useField<string>(props.name);
  return <TextField {...props} {...field} value={field.value ?? ''} error={meta.touched ? meta.error : undefined} />;
}
