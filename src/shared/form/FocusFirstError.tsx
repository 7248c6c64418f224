import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * After a submit that fails validation, moves focus to the first invalid field, so keyboard and
 * screen reader users land on the problem. Render it inside the Formik <Form>.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValid) return;
    handled.current = submitCount;
    marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);

  return <span ref={marker} hidden />;
}
