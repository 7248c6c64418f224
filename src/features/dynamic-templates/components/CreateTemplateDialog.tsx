import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { messages } from '../messages';
import { selectCreated, selectTemplateLimitMessage } from '../selectors';
import { templateCreateRequested } from '../slice';
import { TemplateNameDialog } from './TemplateNameDialog';

/** /dynamic-templates/new: names a new template, then opens its first version's creation. */
export function CreateTemplateDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const limit = useAppSelector(selectTemplateLimitMessage);
  const created = useAppSelector(selectCreated);
  const close = () => navigate('/dynamic-templates');

  if (limit) {
    return (
      <Modal open title="Create a Dynamic Template" onClose={close} footer={<Button onClick={close}>Close</Button>}>
        <InlineAlert tone="warning">{limit}</InlineAlert>
        <p>Delete a dynamic template you no longer use to make room for a new one.</p>
      </Modal>
    );
  }
  return (
    <TemplateNameDialog
      operation="create"
      title="Create a Dynamic Template"
      submitLabel="Create"
      initialName=""
      keepAs={{ kind: 'template-name', id: 'new', noun: 'new template' }}
      failureMessage={messages.createFailed}
      onSubmit={(name) => dispatch(templateCreateRequested({ name }))}
      onDone={() => (created ? navigate(`/dynamic-templates/${created.templateId}/versions/new`) : close())}
      onCancel={close}
    />
  );
}
