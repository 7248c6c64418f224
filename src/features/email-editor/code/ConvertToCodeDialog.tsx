import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { selectEditorContent } from '../selectors';
import { convertToCodeRequested, convertToCodeReset, selectConversion } from './code-slice';
import { CONVERT_FAILED_MESSAGE } from './convert-messages';

interface Props {
  sessionKey: string;
  basePath: string;
}

export const CONVERT_WARNING = "Converting to code can't be turned back once it is saved: your design becomes HTML you edit by hand, and the design editor can no longer open it.";

/** edit_code/convert: turns the design into code after a warning that it cannot be turned back. */
export function ConvertToCodeDialog({ sessionKey, basePath }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const editor = useAppSelector((state) => selectEditorContent(state, sessionKey)?.editor);
  const conversion = useAppSelector((state) => selectConversion(state, sessionKey));
  const close = () => navigate(basePath);

  useEffect(() => () => void dispatch(convertToCodeReset({ key: sessionKey })), [dispatch, sessionKey]);

  // Once the email is code (just converted, or it always was) there is nothing left to convert: back to the editor.
  if (editor !== 'design') return <Navigate to={basePath} replace />;
  const failure = errorOf(conversion);
  return (
    <ConfirmDialog
      open
      title="Convert to Code"
      tone="danger"
      confirmLabel="Convert to Code"
      busy={isInFlight(conversion)}
      onConfirm={() => dispatch(convertToCodeRequested({ key: sessionKey }))}
      onCancel={close}
    >
      <p>{CONVERT_WARNING}</p>
      {failure && <InlineAlert tone="danger">{CONVERT_FAILED_MESSAGE}</InlineAlert>}
    </ConfirmDialog>
  );
}
