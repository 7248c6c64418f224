import { useState } from 'react';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { resetDemoData } from '../db/browser-database';
import type { GenerationProgress } from '../db/contacts/contact-store';
import { LARGE_ACCOUNT_CONTACTS } from '../db/contacts/large-account';
import { PERSONAS, type Persona } from '../personas';
import styles from './LoginPage.module.css';
import { personaDetails } from './persona-details';
import { redirectTarget } from './redirect-target';
import { signInWithPersona } from './sign-in';

interface Props {
  /** Leaves the page; a seam for tests, which cannot spy on jsdom's location. */
  navigate?: (url: string) => void;
}

const leave = (url: string) => window.location.assign(url);
const number = new Intl.NumberFormat('en-US');

/** The mock backend's sign-in page at /login: pick a demo persona, no password. */
export function LoginPage({ navigate = leave }: Props) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [generation, setGeneration] = useState<GenerationProgress>();

  const run = async (work: () => Promise<string | undefined>, failure: string) => {
    setBusy(true);
    setStatus('');
    try {
      const message = await work();
      if (message !== undefined) setStatus(message);
    } catch (error) {
      console.error(error);
      setStatus(failure);
    } finally {
      setBusy(false);
      setGeneration(undefined);
    }
  };

  const signIn = (persona: Persona) =>
    run(async () => {
      await signInWithPersona(persona, setGeneration);
      navigate(redirectTarget(window.location.search, window.location.origin));
      return undefined;
    }, 'Signing in failed. Reset the demo data and try again.');

  const reset = () =>
    run(async () => {
      await resetDemoData();
      return 'The demo data was reset.';
    }, 'The demo data could not be reset.');

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="mock-login-heading">
        <div className={styles.brand}>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M8 11l8 6 8-6v10H8z" fill="#fff" />
          </svg>
          <span>Marketing Campaigns</span>
          <span className={styles.badge}>Demo</span>
        </div>
        <h1 id="mock-login-heading" className={styles.heading}>
          Sign in to the demo
        </h1>
        <p className={styles.intro}>
          This console runs against a mock backend inside your browser: there is no real account, password or email.
          Choose a persona to sign in as. Your changes are kept in this browser until you reset the demo data.
        </p>

        <ul className={styles.personas}>
          {PERSONAS.map((persona) => {
            const details = personaDetails(persona);
            const detailsId = `mock-persona-${persona.id}`;
            return (
              <li key={persona.id} className={styles.persona}>
                <span className={styles.avatar} aria-hidden="true">
                  {details.initials}
                </span>
                <span className={styles.personaText}>
                  <button
                    type="button"
                    className={styles.personaButton}
                    aria-describedby={detailsId}
                    disabled={busy}
                    onClick={() => void signIn(persona)}
                  >
                    {persona.displayName}
                  </button>
                  <span id={detailsId} className={styles.details}>
                    <span>{details.role}</span>
                    <span>{details.plan}</span>
                    <span>{details.region}</span>
                    <span className={styles.email}>{details.email}</span>
                  </span>
                </span>
              </li>
            );
          })}
        </ul>

        {generation !== undefined && (
          <div className={styles.generation}>
            <ProgressBar
              label={`Generating the large account’s ${number.format(LARGE_ACCOUNT_CONTACTS)} contacts`}
              value={generation.done}
              max={generation.total}
              valueText={`${Math.floor((generation.done / Math.max(generation.total, 1)) * 100)}%`}
            />
            <p className={styles.note}>This happens once: they are kept in this browser, so later sign-ins are immediate.</p>
          </div>
        )}

        <div className={styles.footer}>
          <button type="button" className={styles.resetButton} disabled={busy} onClick={() => void reset()}>
            Reset demo data
          </button>
          <p role="status" className={styles.status}>
            {status}
          </p>
        </div>
      </section>
    </main>
  );
}
