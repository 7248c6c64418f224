import { isOneShot, isScenarioName, type ScenarioName } from './catalogue';
import { scenarios } from './registry';
import { noteScenarioChosen, QUERY_PARAM, STORAGE_KEY } from './requested';

export function selectedScenario(): ScenarioName | undefined {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  return stored !== null && isScenarioName(stored) ? stored : undefined;
}

/** Replaces the active overrides with the named scenario (or none). */
export function selectScenario(name: ScenarioName | undefined): void {
  scenarios.clear();
  sessionStorage.removeItem(STORAGE_KEY);
  if (name === undefined) return;
  noteScenarioChosen();
  scenarios.apply(name);
  // A one-shot scenario re-applied on every load would expire every new session too.
  if (!isOneShot(name)) sessionStorage.setItem(STORAGE_KEY, name);
}

/**
 * At start-up: the query parameter wins over the scenario remembered for this tab. The parameter is
 * then removed from the address, so a login redirect_to built from it does not apply it again.
 */
export function applyScenarioFromLocation(): void {
  const url = new URL(window.location.href);
  const requested = url.searchParams.get(QUERY_PARAM);
  if (requested === null) {
    selectScenario(selectedScenario());
    return;
  }
  if (!isScenarioName(requested)) console.warn(`[mock backend] unknown scenario "${requested}"`);
  selectScenario(isScenarioName(requested) ? requested : selectedScenario());
  url.searchParams.delete(QUERY_PARAM);
  window.history.replaceState(window.history.state, '', url);
}
