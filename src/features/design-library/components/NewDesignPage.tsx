import { Formik } from 'formik';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { FormikRadioGroup } from '@/shared/form/FormikRadioGroup';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { errorOf } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { DESIGN_LIMITS } from '../limits';
import { BLANK_START, CODE_START, newDesignSchema, type NewDesignValues } from '../schema';
import { selectAllSystemDesigns, selectSystemDesignsComplete, selectSystemDesignsRequest } from '../selectors';
import { designCreateRequested, systemDesignsRequested } from '../slice';
import { designNameServerFields, type DesignSource } from '../types';
import styles from './NewDesignPage.module.css';
import { useCreatedDesign } from './use-open-created-design';

/** Routes lead from this screen (selector/new, a child of /design-library) to the library. */
const LIBRARY = '..';

const sourceOf = (start: string): DesignSource => (start === BLANK_START ? { kind: 'blank' } : start === CODE_START ? { kind: 'code' } : { kind: 'system', id: start });

/**
 * /design-library/selector/new: a new design, blank in the design editor, started from code (the code
 * editor, as SendGrid offers either when creating), or from a system design (`?design=<id>` picks one),
 * named, then opened in its editor.
 */
export function NewDesignPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const systemDesigns = useAppSelector(selectAllSystemDesigns);
  const systemRequest = useAppSelector(selectSystemDesignsRequest);
  const complete = useAppSelector(selectSystemDesignsComplete);
  const { request, editorPath } = useCreatedDesign(LIBRARY);
  useLoadOnce(complete, () => systemDesignsRequested({ load: 'all' }));

  const initialValues = useMemo<NewDesignValues>(() => ({ name: '', start: searchParams.get('design') ?? BLANK_START }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const form = useRequestForm<NewDesignValues>(request, {
    serverFields: designNameServerFields,
    onSubmit: ({ name, start }) => dispatch(designCreateRequested({ name, source: sourceOf(start) })),
    onSaved: () => {
      if (editorPath) navigate(editorPath);
    },
  });

  const options = [
    { value: BLANK_START, label: 'Blank design', hint: 'An empty canvas in the design editor: add the modules you need.' },
    { value: CODE_START, label: 'Start from code', hint: 'The code editor, with a live preview: write the HTML, paste a whole email or import an HTML file.' },
    ...systemDesigns.map((design) => ({
      value: design.id,
      label: design.name,
      hint: (
        <>
          {design.categories.join(', ')} · <Link to={`${LIBRARY}/sendgrid-designs/${design.id}/preview`}>Preview {design.name}</Link>
        </>
      ),
    })),
  ];
  const systemError = errorOf(systemRequest);

  return (
    <>
      <PageHeader
        title="Create a Design"
        breadcrumb={[{ label: 'Design Library', to: LIBRARY }]}
        description="Start from a blank canvas or a system design in the design editor, or from code in the code editor."
      />
      <Formik<NewDesignValues> initialValues={initialValues} validationSchema={newDesignSchema} onSubmit={form.onSubmit}>
        <RequestForm className={styles.form} formError={form.formError} submitting={form.submitting} saved={form.saved}>
          <FormikTextField name="name" label="Design Name" required maxLength={DESIGN_LIMITS.name} showCount autoComplete="off" />
          {systemError && !complete && (
            <InlineAlert tone="danger" title="We could not load the system designs">
              {systemError.message} <Button onClick={() => dispatch(systemDesignsRequested({ load: 'all' }))}>Try again</Button>
            </InlineAlert>
          )}
          <FormikRadioGroup name="start" legend="Start from" required options={options} />
          <div className={styles.actions}>
            <CancelAndSubmit cancelTo={LIBRARY} submitLabel="Create Design" submitting={form.submitting} />
          </div>
        </RequestForm>
      </Formik>
    </>
  );
}
