import { useEffect, type ComponentProps } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectDisplayedGroupCount, selectGroupRequest, selectTakenGroupNames } from '../selectors';
import { groupRequestReset } from '../slice';
import { GroupForm } from './GroupForm';

type FormProps = Pick<
  ComponentProps<typeof GroupForm>,
  'initialValues' | 'groupId' | 'submitLabel' | 'listPath' | 'onSubmit' | 'extraActions' | 'keepAs'
>;

interface Props extends FormProps {
  operation: 'create' | 'update';
}

/** The group form on the add and edit pages: checked against the other groups, back to the list once saved. */
export function GroupEditor({ operation, ...formProps }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { groupId, listPath } = formProps;
  const request = useAppSelector((state) => selectGroupRequest(state, operation));
  const takenNames = useAppSelector((state) => selectTakenGroupNames(state, groupId));
  const displayedElsewhere = useAppSelector((state) => selectDisplayedGroupCount(state, groupId));

  useEffect(() => () => void dispatch(groupRequestReset(operation)), [dispatch, operation]);

  return (
    <GroupForm
      {...formProps}
      takenNames={takenNames}
      displayedElsewhere={displayedElsewhere}
      request={request}
      onSaved={() => navigate(listPath)}
    />
  );
}
