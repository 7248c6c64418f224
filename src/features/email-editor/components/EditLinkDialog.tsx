import { useContext, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { TextField } from '@/shared/ui/TextField';
import { checkLink } from '../links/link-policy';
import type { EmailEditorProps } from './EmailEditor';
import { LinkTargetContext } from './link-target';
import styles from './EmailEditor.module.css';

/**
 * The `modules/edit-link` screen: the address and text of the link at the text editor's selection.
 * Addresses follow the link policy (http(s), mailto, tel or a tag such as {{Weblink}}); anything else,
 * javascript: first, is refused with the reason next to the field.
 */
export function EditLinkDialog({ basePath }: EmailEditorProps) {
  const navigate = useNavigate();
  const target = useContext(LinkTargetContext).current;
  const [initial] = useState(() => target?.read() ?? { href: '', text: '' });
  const [href, setHref] = useState(initial.href);
  const [text, setText] = useState(initial.text);
  const [error, setError] = useState<string | undefined>();
  const urlRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const close = () => navigate(`${basePath}/modules`);

  function save(event: FormEvent) {
    event.preventDefault();
    const verdict = checkLink(href);
    if (!verdict.ok) {
      setError(verdict.message);
      urlRef.current?.focus();
      return;
    }
    target?.apply({ href: href.trim(), text });
    close();
  }

  return (
    <Modal
      open
      onClose={close}
      title={initial.href ? 'Edit link' : 'Add link'}
      size="sm"
      initialFocusRef={target ? urlRef : undefined}
      footer={
        target && (
          <>
            {initial.href && (
              <Button
                variant="tertiary"
                onClick={() => {
                  target.remove();
                  close();
                }}
              >
                Remove link
              </Button>
            )}
            <Button onClick={close}>Cancel</Button>
            <Button variant="primary" type="submit" form={formId}>
              Save link
            </Button>
          </>
        )
      }
    >
      {target ? (
        <form id={formId} noValidate onSubmit={save} className={styles.linkForm}>
          <TextField
            ref={urlRef}
            label="URL"
            name="href"
            inputMode="url"
            spellCheck={false}
            value={href}
            error={error}
            hint="An http:// or https:// address, mailto:, tel:, or a tag such as {{Weblink}}."
            onChange={(event) => {
              setHref(event.target.value);
              if (error) setError(undefined);
            }}
          />
          <TextField label="Text" name="text" value={text} hint="The words readers click. Empty: the address itself." onChange={(event) => setText(event.target.value)} />
        </form>
      ) : (
        <p>Select words in a text module first, then choose Link in its toolbar.</p>
      )}
    </Modal>
  );
}
