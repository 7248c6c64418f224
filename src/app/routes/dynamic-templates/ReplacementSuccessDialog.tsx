import { useNavigate } from 'react-router-dom';
import { selectLastReplacement } from '@/features/dynamic-templates/selectors';
import { useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';

/** …/substitution_tag_replacement/success: which tags became which Handlebars expressions. */
export function ReplacementSuccessDialog({ versionId, basePath }: { versionId: string; basePath: string }) {
  const navigate = useNavigate();
  const replacement = useAppSelector(selectLastReplacement);
  const close = () => navigate(basePath);
  const replaced = replacement?.versionId === versionId ? replacement.replaced : [];
  return (
    <Modal open title="Substitution tags replaced" onClose={close} footer={<Button variant="primary" onClick={close}>Back to the editor</Button>}>
      {replaced.length === 0 ? (
        <p>The version uses Handlebars for its substitutions.</p>
      ) : (
        <>
          <p>The version now uses Handlebars; the editor saves it in a moment. Undo takes the replacement back.</p>
          <ul aria-label="Replaced tags">
            {replaced.map(({ tag, handlebars, count }) => (
              <li key={tag}>
                <code>{tag}</code> → <code>{handlebars}</code> ({count === 1 ? 'once' : `${count} times`})
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
