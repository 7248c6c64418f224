import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { DesignSummary } from '../types';
import { DesignUnavailableDialog } from './DesignUnavailableDialog';
import { useYourDesign } from './use-your-design';

interface Props {
  /** The dialog for the design, once it is known; `close` goes back to the list. */
  children(dialog: { id: string; design: DesignSummary; close(): void }): ReactNode;
}

/** A dialog at /design-library/your-designs/:id/…: the design the address names, or why it cannot be shown. */
export function YourDesignDialog({ children }: Props) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { design, request, retry } = useYourDesign(id);
  const close = () => navigate('..');

  if (!design) return <DesignUnavailableDialog request={request} retry={retry} onClose={close} />;
  return children({ id, design, close });
}
