import { useEffect } from 'react';
import { NameDialog, type NameDialogProps } from '@/shared/form/NameDialog';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { DESIGN_LIMITS } from '../limits';
import { designNameSchema } from '../schema';
import { selectDesignRequest } from '../selectors';
import { designRequestReset, type DesignOperation } from '../slice';

type Props = Omit<NameDialogProps, 'request' | 'label' | 'maxLength' | 'schema' | 'onCancel'> & {
  operation: DesignOperation;
};

/** The rename and duplicate dialog of a design: its name, with the request of `operation`; Cancel closes it like a save. */
export function DesignNameDialog({ operation, onDone, ...props }: Props) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectDesignRequest(state, operation));
  useEffect(() => () => void dispatch(designRequestReset(operation)), [dispatch, operation]);
  return <NameDialog {...props} request={request} label="Design Name" maxLength={DESIGN_LIMITS.name} schema={designNameSchema} onDone={onDone} onCancel={onDone} />;
}
