import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Template } from '../types';
import { TemplateUnavailableDialog } from './TemplateUnavailable';
import { useTemplate } from './use-template';

interface Props {
  /** The dialog for the template, once it is known; `close` goes back to the list. */
  children(dialog: { id: string; template: Template; close(): void }): ReactNode;
}

/** A dialog at /dynamic-templates/:id/…: the template the address names, or why it cannot be shown. */
export function TemplateDialog({ children }: Props) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { template, request, retry } = useTemplate(id);
  const close = () => navigate('/dynamic-templates');

  if (!template) return <TemplateUnavailableDialog request={request} retry={retry} onClose={close} />;
  return children({ id, template, close });
}
