import { useNavigate } from 'react-router-dom';
import { useListChoice } from '@/shared/audience/list-choice';
import { formatNumber } from '@/shared/format/display-format';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { PageHeader } from '@/shared/ui/PageHeader';
import { selectImportFile, selectImportListIds } from '../selectors';
import { fileChosen, listsChosen, readRequested } from '../slice';
import { FileDropZone } from './FileDropZone';
import styles from './ImportWizard.module.css';
import { useImportFields } from './use-import-fields';
import { WizardSteps } from './WizardSteps';

/** /contacts/import: the file and the lists its contacts join. */
export function ChooseFilePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const ListChoice = useListChoice();
  const file = useAppSelector(selectImportFile);
  const listIds = useAppSelector(selectImportListIds);
  useImportFields();

  const next = () => {
    dispatch(readRequested());
    navigate('upload-csv', { state: { advance: true } });
  };

  return (
    <div className={styles.page}>
      <PageHeader title="Import Contacts" breadcrumb={[{ label: 'Contacts', to: '..' }]} />
      <WizardSteps current={0} />
      <section className={styles.panel} aria-labelledby="import-file-heading">
        <h2 id="import-file-heading" className={styles.heading}>
          Choose a CSV file
        </h2>
        <FileDropZone onFile={(chosen) => dispatch(fileChosen(chosen))} />
        {file !== null && (
          <p aria-live="polite">
            Chosen: <strong>{file.name}</strong> ({formatNumber(Math.ceil(file.size / 1024))} KB)
          </p>
        )}
      </section>
      {ListChoice !== null && (
        <section className={styles.panel} aria-labelledby="import-lists-heading">
          <h2 id="import-lists-heading" className={styles.heading}>
            Add the contacts to lists
          </h2>
          <p className={styles.hint}>Optional: every contact of the file joins the lists you choose, or a new list you create here.</p>
          <ListChoice label="Lists" value={listIds} onChange={(ids) => dispatch(listsChosen(ids))} multiple allowNew />
        </section>
      )}
      <div className={styles.actions}>
        <ButtonLink to="..">Cancel</ButtonLink>
        <span className={styles.spacer} />
        <Button variant="primary" disabled={file === null} onClick={next}>
          Next: read the file
        </Button>
      </div>
    </div>
  );
}
