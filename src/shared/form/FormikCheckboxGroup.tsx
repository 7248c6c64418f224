import { useField, useFormikContext } from 'formik';
import type { ComponentProps } from 'react';
import { CheckboxGroup } from '../ui/CheckboxGroup';

type Props = Omit<ComponentProps<typeof CheckboxGroup>, 'error' | 'value' | 'onChange'>;

/**
 * A CheckboxGroup bound to a Formik array field. Its error shows once a box was toggled or the form
 * submitted (Formik's touched state for arrays is an array, so it is not relied on).
 */
export function FormikCheckboxGroup(props: Props) {
  const [field, meta, helpers] = useField<string[]>(props.name);
  const { submitCount } = useFormikContext();
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <CheckboxGroup
      {...props}
      value={field.value ?? []}
      onChange={(value) => {
        void helpers.setValue(value);
        void helpers.setTouched(true, false);
      }}
      error={meta.touched || submitCount > 0 ? error : undefined}
    />
  );
}
