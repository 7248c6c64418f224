import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { GROUP_LIMITS } from '../limits';
import { selectAllGroups, selectGroupsComplete } from '../selectors';
import { groupCreateRequested } from '../slice';
import { toUnsubscribeGroupFormValues } from '../types';
import { GroupEditor } from './GroupEditor';
import { useGroupsLoaded } from './use-groups-loaded';

const EMPTY_VALUES = toUnsubscribeGroupFormValues();
/** The list: the parent route (relative links and navigation go by route, not by path segment). */
const LIST = '..';

/** /unsubscribe-groups/new/preview/:type */
export function CreateGroupPage() {
  const dispatch = useAppDispatch();
  const groupCount = useAppSelector(selectAllGroups).length;
  const complete = useAppSelector(selectGroupsComplete);
  useGroupsLoaded();

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
      <GroupEditor
        operation="create"
        initialValues={EMPTY_VALUES}
        submitLabel="Create"
        listPath={LIST}
        onSubmit={(values) => dispatch(groupCreateRequested(values))}
      />
    </>
  );
}
