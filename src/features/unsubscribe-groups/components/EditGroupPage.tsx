import { useEffect, useMemo } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { PageHeader } from '@/shared/ui/PageHeader';
import { selectDisplayedGroupCount, selectGroupById, selectGroupRequest, selectTakenGroupNames } from '../selectors';
import { groupRequestReset, groupUpdateRequested } from '../slice';
import { toUnsubscribeGroupFormValues } from '../types';
import { GroupForm } from './GroupForm';
import { GroupLookup } from './GroupLookup';
import { usePreviewType } from './use-preview-type';

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
  const navigate = useNavigate();
  const [preview, setPreview] = usePreviewType();
  const group = useAppSelector((state) => selectGroupById(state, id));
  const request = useAppSelector((state) => selectGroupRequest(state, 'update'));
  const takenNames = useAppSelector((state) => selectTakenGroupNames(state, id));
  const displayedElsewhere = useAppSelector((state) => selectDisplayedGroupCount(state, id));
  // Only the group it opened with: a refresh of the list must not overwrite what the user is typing.
  const initialValues = useMemo(() => toUnsubscribeGroupFormValues(group), [id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => void dispatch(groupRequestReset('update')), [dispatch]);

  return (
    <GroupForm
      initialValues={initialValues}
      groupId={id}
      takenNames={takenNames}
      displayedElsewhere={displayedElsewhere}
      request={request}
      submitLabel="Save"
      listPath={LIST}
      preview={preview}
      onPreviewChange={setPreview}
      onSubmit={(values) => dispatch(groupUpdateRequested({ id, values }))}
      onSaved={() => navigate(LIST)}
      extraActions={
        <ButtonLink to="delete" variant="danger">
          Delete Group
        </ButtonLink>
      }
    />
  );
}
