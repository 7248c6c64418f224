import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { PageHeader } from '@/shared/ui/PageHeader';
import { selectGroupById } from '../selectors';
import { groupUpdateRequested } from '../slice';
import { toUnsubscribeGroupFormValues } from '../types';
import { GroupEditor } from './GroupEditor';
import { GroupLookup } from './GroupLookup';

/** The list: the parent route (relative links and navigation go by route, not by path segment). */
const LIST = '..';

/** /unsubscribe-groups/:id/edit/preview/:type, with the delete confirmation as a child route. */
export function EditGroupPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title="Edit Unsubscribe Group" breadcrumb={[{ label: 'Unsubscribe Groups', to: LIST }]} />
      <GroupLookup id={id} listPath={LIST}>
        {() => <EditGroupForm id={id} />}
      </GroupLookup>
      <Outlet />
    </>
  );
}

function EditGroupForm({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const group = useAppSelector((state) => selectGroupById(state, id));
  // Only the group it opened with: a refresh of the list must not overwrite what the user is typing.
  const initialValues = useMemo(() => toUnsubscribeGroupFormValues(group), [id]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <GroupEditor
      operation="update"
      initialValues={initialValues}
      groupId={id}
      submitLabel="Save"
      listPath={LIST}
      keepAs={{ kind: 'unsubscribe-group', id, noun: 'group' }}
      onSubmit={(values) => dispatch(groupUpdateRequested({ id, values, initial: initialValues }))}
      extraActions={
        <ButtonLink to="delete" variant="danger">
          Delete Group
        </ButtonLink>
      }
    />
  );
}
