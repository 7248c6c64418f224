import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { Spinner } from '@/shared/ui/Spinner';
import { updateModuleSettings } from '../document/operations';
import type { ContentModuleOf } from '../document/types';
import { selectEditorContent, selectSelectedModule } from '../selectors';
import { contentEdited } from '../slice';
import styles from './CodeEditor.module.css';
import { bodyWithHeadStyles, isWholeDocument, WHOLE_DOCUMENT_WARNING } from './whole-document';

const HtmlCodeField = lazy(() => import('./HtmlCodeField'));

interface Props {
  sessionKey: string;
  basePath: string;
}

export const NO_CODE_MODULE_MESSAGE = 'Select a code module in the design to edit its HTML.';

/** modules/edit_code: the selected code module's HTML in CodeMirror, checked like the code editor. */
export function EditCodeModuleDialog({ sessionKey, basePath }: Props) {
  const navigate = useNavigate();
  const module = useAppSelector((state) => selectSelectedModule(state, sessionKey));
  const close = () => navigate(basePath);

  if (module?.type !== 'code') {
    return (
      <Modal open title="Edit Code" onClose={close} footer={<Button onClick={close}>Close</Button>}>
        <p>{NO_CODE_MODULE_MESSAGE}</p>
      </Modal>
    );
  }
  // Keyed by the module, so choosing another module starts from its own HTML.
  return <CodeModuleForm key={module.id} sessionKey={sessionKey} module={module} onClose={close} />;
}

function CodeModuleForm({ sessionKey, module, onClose }: { sessionKey: string; module: ContentModuleOf<'code'>; onClose(): void }) {
  const dispatch = useAppDispatch();
  const content = useAppSelector((state) => selectEditorContent(state, sessionKey));
  const [html, setHtml] = useState(module.settings.html);
  const wholeDocument = isWholeDocument(html);

  function save() {
    if (content?.document) {
      const document = updateModuleSettings(content.document, module.id, 'code', { html: wholeDocument ? bodyWithHeadStyles(html) : html });
      dispatch(contentEdited({ key: sessionKey, content: { ...content, document } }));
    }
    onClose();
  }

  return (
    <Modal
      open
      size="lg"
      title="Edit Code"
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={save}>
            Save
          </Button>
        </div>
      }
    >
      <div className={styles.dialogBody}>
        <Suspense fallback={<Spinner label="Loading the code editor" />}>
          <HtmlCodeField label="Code module HTML" value={html} onChange={setHtml} />
        </Suspense>
        {wholeDocument && <p role="alert">{WHOLE_DOCUMENT_WARNING}</p>}
      </div>
    </Modal>
  );
}
