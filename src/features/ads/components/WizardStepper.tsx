import { WIZARD_STEPS, type WizardStep } from '../wizard';
import styles from './Ads.module.css';

interface Props {
  current: WizardStep;
  /** Steps the user may jump to (those reached so far). */
  reachable: WizardStep;
  onGo(step: WizardStep): void;
}

/** The four creation steps; the current one is marked, the ones reached can be gone back to. */
export function WizardStepper({ current, reachable, onGo }: Props) {
  return (
    <ol className={styles.steps} aria-label="Campaign steps">
      {WIZARD_STEPS.map((label, index) => (
        <li key={label}>
          <button
            type="button"
            aria-current={index === current ? 'step' : undefined}
            disabled={index > reachable}
            onClick={() => onGo(index as WizardStep)}
          >
            {`${index + 1}. ${label}`}
          </button>
        </li>
      ))}
    </ol>
  );
}
