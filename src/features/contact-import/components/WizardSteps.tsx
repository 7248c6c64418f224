import styles from './ImportWizard.module.css';

const STEPS = ['Choose a file', 'Read it', 'Map fields and check', 'Import'] as const;

/** Where the user is in the import: a list of the steps with the current one marked. */
export function WizardSteps({ current }: { current: number }) {
  return (
    <ol className={styles.steps} aria-label="Import steps">
      {STEPS.map((step, index) => (
        <li key={step} className={index === current ? styles.current : undefined} aria-current={index === current ? 'step' : undefined}>
          {index + 1}. {step}
        </li>
      ))}
    </ol>
  );
}
