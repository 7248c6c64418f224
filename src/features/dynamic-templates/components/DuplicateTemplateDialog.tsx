import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { copyName, messages } from '../messages';
import { selectTemplateLimitMessage } from '../selectors';
import { templateDuplicateRequested } from '../slice';
import { TemplateDialog } from './TemplateDialog';
import { TemplateNameDialog } from './TemplateNameDialog';

/** /dynamic-templates/:id/duplicate: a copy of a template with all its versions; it goes first on the list. */
export function DuplicateTemplateDialog() {
  const dispatch = useAppDispatch();
  const limit = useAppSelector(selectTemplateLimitMessage);
  return (
    <TemplateDialog>
      {({ id, template, close }) => (
        <TemplateNameDialog
          operation="duplicate"
          title={`Duplicate ${template.name}`}
          submitLabel="Duplicate"
          initialName={copyName(template.name)}
          failureMessage={messages.createFailed}
          onSubmit={(name) => dispatch(templateDuplicateRequested({ id, name }))}
          onDone={close}
          onCancel={close}
        >
          {limit ? <InlineAlert tone="warning">{limit}</InlineAlert> : <p>The copy has every version of the template, with the same active version.</p>}
        </TemplateNameDialog>
      )}
    </TemplateDialog>
  );
}
