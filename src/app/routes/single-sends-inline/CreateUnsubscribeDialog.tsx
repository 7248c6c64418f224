import { Formik } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useGroupsLoaded } from '@/features/unsubscribe-groups/components/use-groups-loaded';
import { GROUP_LIMITS } from '@/features/unsubscribe-groups/limits';
import { groupSchema } from '@/features/unsubscribe-groups/schema';
import { selectAllGroups, selectDisplayedGroupCount, selectGroupRequest, selectTakenGroupNames } from '@/features/unsubscribe-groups/selectors';
import { groupCreateRequested, groupRequestReset } from '@/features/unsubscribe-groups/slice';
import { groupServerFields, toUnsubscribeGroupFormValues, type UnsubscribeGroupFormValues } from '@/features/unsubscribe-groups/types';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { newIdOf, type InlineCreateProps } from './inline-create';
import { FormDialogFooter } from '@/shared/form/FormDialogFooter';

const EMPTY_VALUES = toUnsubscribeGroupFormValues();

/**
 * create_unsubscribe: a new unsubscribe group made without leaving the send. It is not shown on the
 * preferences page (that is the Unsubscribe Groups page's choice, with its limit).
 */
export function CreateUnsubscribeDialog({ onCreated, onClose }: InlineCreateProps) {
  const dispatch = useAppDispatch();
  useGroupsLoaded();
  const groups = useAppSelector(selectAllGroups);
  const request = useAppSelector((state) => selectGroupRequest(state, 'create'));
  const takenNames = useAppSelector((state) => selectTakenGroupNames(state, undefined));
  const displayedElsewhere = useAppSelector((state) => selectDisplayedGroupCount(state, undefined));
  const schema = useMemo(() => groupSchema({ takenNames, displayedElsewhere, wasDisplayed: false }), [takenNames, displayedElsewhere]);
  const before = useRef<ReadonlySet<string> | null>(null);
  before.current ??= new Set(groups.map((group) => group.id));
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = isInFlight(request);
  useEffect(() => () => void dispatch(groupRequestReset('create')), [dispatch]);

  const form = useRequestForm<UnsubscribeGroupFormValues>(request, {
    serverFields: groupServerFields,
    onSubmit(values) {
      before.current = new Set(groups.map((group) => group.id));
      dispatch(groupCreateRequested(values));
    },
    onSaved() {
      const id = newIdOf(before.current ?? new Set(), groups);
      if (id === undefined) onClose();
      else onCreated(id);
    },
    formErrorFor: (error, shownByFields) => (error.status >= 400 && error.status < 500 && !shownByFields ? error.message : undefined),
  });
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      open
      title="Create an Unsubscribe Group"
      onClose={close}
      initialFocusRef={nameRef}
      footer={<FormDialogFooter formId={formId} submitLabel="Create Group" busy={busy} onCancel={close} />}
    >
      <Formik<UnsubscribeGroupFormValues> initialValues={EMPTY_VALUES} validationSchema={schema} onSubmit={form.onSubmit}>
        <RequestForm id={formId} formError={form.formError} submitting={form.submitting} saved={form.saved}>
          <FormikTextField
            ref={nameRef}
            name="name"
            label="Group Name"
            required
            maxLength={GROUP_LIMITS.name}
            showCount
            autoComplete="off"
            hint="Recipients see this name when they unsubscribe or manage their preferences."
          />
          <FormikTextField
            name="description"
            label="Group Description"
            required
            maxLength={GROUP_LIMITS.description}
            showCount
            autoComplete="off"
            hint="Tell recipients which emails this group covers."
          />
        </RequestForm>
      </Formik>
    </Modal>
  );
}
