import { useAppDispatch } from '@/shared/store/hooks';
import { messages } from '../messages';
import { templateRenameRequested } from '../slice';
import { TemplateDialog } from './TemplateDialog';
import { TemplateNameDialog } from './TemplateNameDialog';

/** /dynamic-templates/:id/edit: renames a template. */
export function RenameTemplateDialog() {
  const dispatch = useAppDispatch();
  return (
    <TemplateDialog>
      {({ id, template, close }) => (
        <TemplateNameDialog
          operation="rename"
          title={`Rename ${template.name}`}
          submitLabel="Save"
          initialName={template.name}
          keepAs={{ kind: 'template-name', id, noun: 'template', revision: template.updated }}
          failureMessage={messages.renameFailed}
          onSubmit={(name) => dispatch(templateRenameRequested({ id, name }))}
          onDone={close}
          onCancel={close}
        />
      )}
    </TemplateDialog>
  );
}
