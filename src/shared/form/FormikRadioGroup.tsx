import { useField, useFormikContext } from 'formik';
import type { ComponentProps } from 'react';
import { RadioGroup } from '../ui/RadioGroup';

type Props = Omit<ComponentProps<typeof RadioGroup>, 'error' | 'value' | 'onChange'>;

/** A RadioGroup bound to Formik; its error shows once the field was touched or the form submitted. */
export function FormikRadioGroup(props: Props) {
  const [field, meta, helpers] = useField<string>(props.name);
  const { submitCount } = useFormikContext();
  return (
    <RadioGroup
      {...props}
      value={field.value}
      onChange={(value) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(value);
      }}
      error={meta.touched || submitCount > 0 ? meta.error : undefined}
    />
  );
}
