import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { GROUP_LIMITS } from '../limits';
import { selectAllGroups, selectDisplayedGroupCount, selectGroupRequest, selectGroupsComplete, selectTakenGroupNames } from '../selectors';
import { groupCreateRequested, groupRequestReset } from '../slice';
import { toUnsubscribeGroupFormValues } from '../types';
import { GroupForm } from './GroupForm';
import { useGroupsLoaded } from './use-groups-loaded';
import { usePreviewType } from './use-preview-type';

const EMPTY_VALUES = toUnsubscribeGroupFormValues();
/** The list: the parent route (relative links and navigation go by route, not by path segment). */
const LIST = '..';

/** /unsubscribe-groups/new/preview/:type */
export function CreateGroupPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [preview, setPreview] = usePreviewType();
  const request = useAppSelector((state) => selectGroupRequest(state, 'create'));
  const groupCount = useAppSelector(selectAllGroups).length;
  const complete = useAppSelector(selectGroupsComplete);
  const takenNames = useAppSelector((state) => selectTakenGroupNames(state));
  const displayedElsewhere = useAppSelector((state) => selectDisplayedGroupCount(state));
  useGroupsLoaded({ all: true });

  useEffect(() => () => void dispatch(groupRequestReset('create')), [dispatch]);

  return (
    <>
      <PageHeader
        title="Create an Unsubscribe Group"
        breadcrumb={[{ label: 'Unsubscribe Groups', to: LIST }]}
        description="A group stands for one kind of email. Recipients who leave it keep getting your other emails."
      />
      {complete && groupCount >= GROUP_LIMITS.groups && (
        <InlineAlert tone="warning" title="Group limit reached">
          You have {GROUP_LIMITS.groups} unsubscribe groups, the most an account can have. Delete one before you create another.
        </InlineAlert>
      )}
      <GroupForm
        initialValues={EMPTY_VALUES}
        takenNames={takenNames}
        displayedElsewhere={displayedElsewhere}
        request={request}
        submitLabel="Create"
        listPath={LIST}
        preview={preview}
        onPreviewChange={setPreview}
        onSubmit={(values) => dispatch(groupCreateRequested(values))}
        onSaved={() => navigate(LIST)}
      />
    </>
  );
}
