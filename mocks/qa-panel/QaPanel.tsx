import { useId, useState } from 'react';
import { resetDemoData } from '../db/browser-database';
import { latencyMs, setLatencyMs } from '../latency';
import { setWriteTimeoutMs, writeTimeoutMs } from '../write-timeout';
import { selectedScenario, selectScenario } from '../scenarios/browser-selection';
import { isOneShot, isScenarioName, SCENARIO_NAMES, SCENARIOS, type ScenarioName } from '../scenarios/catalogue';
import { PageViewLog } from './PageViewLog';
import styles from './QaPanel.module.css';

function describe(active: ScenarioName | undefined): string {
  if (active === undefined) return 'No scenario: the mock behaves normally.';
  return isOneShot(active) ? `${active}: applies to the next request only.` : `Active: ${active}.`;
}

/** A collapsed floating panel for QA: scenarios, latency, demo data reset, page views. Browser mock only. */
export function QaPanel() {
  const ids = useId();
  const [choice, setChoice] = useState<string>(selectedScenario() ?? '');
  const [active, setActive] = useState(selectedScenario());
  // The text, not the number, so the field can be cleared while typing a new value.
  const [latency, setLatency] = useState(String(latencyMs()));
  const [saveTimeout, setSaveTimeout] = useState(String(writeTimeoutMs() ?? ''));
  const [resetting, setResetting] = useState(false);

  const apply = (name: ScenarioName | undefined) => {
    selectScenario(name);
    setActive(name);
  };

  const reset = async () => {
    setResetting(true);
    await resetDemoData();
    window.location.reload();
  };

  return (
    <aside className={styles.panel} aria-label="Mock backend QA panel">
      <details>
        <summary className={styles.summary}>QA panel</summary>
        <div className={styles.body}>
          <div className={styles.field}>
            <label htmlFor={`${ids}-scenario`}>Scenario</label>
            <select id={`${ids}-scenario`} value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="">None</option>
              {SCENARIO_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}: {SCENARIOS[name].description}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.actions}>
            <button type="button" onClick={() => apply(isScenarioName(choice) ? choice : undefined)}>
              Apply scenario
            </button>
            <button
              type="button"
              onClick={() => {
                setChoice('');
                apply(undefined);
              }}
            >
              Clear scenario
            </button>
          </div>
          <p role="status" className={styles.status}>
            {describe(active)}
          </p>

          <div className={styles.field}>
            <label htmlFor={`${ids}-latency`}>Latency (ms)</label>
            <input
              id={`${ids}-latency`}
              type="number"
              min={0}
              max={10000}
              step={50}
              value={latency}
              onChange={(event) => {
                setLatency(event.target.value);
                if (Number.isFinite(event.target.valueAsNumber)) setLatencyMs(event.target.valueAsNumber);
              }}
            />
          </div>

          <div className={styles.field}>
            <label htmlFor={`${ids}-save-timeout`}>Save time-out (ms)</label>
            <input
              id={`${ids}-save-timeout`}
              type="number"
              min={0}
              step={500}
              placeholder="30000"
              value={saveTimeout}
              onChange={(event) => {
                setSaveTimeout(event.target.value);
                setWriteTimeoutMs(event.target.value === '' ? undefined : event.target.valueAsNumber);
              }}
            />
          </div>

          <button type="button" className={styles.danger} disabled={resetting} onClick={() => void reset()}>
            Reset data and reload
          </button>

          <PageViewLog />
        </div>
      </details>
    </aside>
  );
}
