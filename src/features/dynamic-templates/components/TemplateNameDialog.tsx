import { useEffect } from 'react';
import { NameDialog, type NameDialogProps } from '@/shared/form/NameDialog';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { DYNAMIC_TEMPLATE_LIMITS } from '../limits';
import { templateNameSchema } from '../schema';
import { selectTemplateRequest } from '../selectors';
import { templateRequestReset, type TemplateOperation } from '../slice';

type Props = Omit<NameDialogProps, 'request' | 'label' | 'maxLength' | 'schema'> & {
  operation: Extract<TemplateOperation, 'create' | 'rename' | 'duplicate'>;
};

/** The create, rename and duplicate dialog of a template: its name, with the request of `operation`. */
export function TemplateNameDialog({ operation, ...props }: Props) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectTemplateRequest(state, operation));
  useEffect(() => () => void dispatch(templateRequestReset(operation)), [dispatch, operation]);
  return <NameDialog {...props} request={request} label="Template Name" maxLength={DYNAMIC_TEMPLATE_LIMITS.nameLength} schema={templateNameSchema} />;
}
