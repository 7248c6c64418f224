/** The scenario chosen in this browser tab: from `?mock-scenario=name` or the QA panel, kept in sessionStorage. */
export const QUERY_PARAM = 'mock-scenario';
export const STORAGE_KEY = 'mock-scenario';

/** Set once a scenario was chosen in this tab: a one-shot scenario is not kept in sessionStorage. */
let chosenInThisTab = false;

export function noteScenarioChosen(): void {
  chosenInThisTab = true;
}

/**
 * Whether this tab asks for a scenario at all. Most starts do not; the catalogue (with the handler
 * modules whose limits and messages it names) then stays out of the start.
 */
export function scenarioRequested(): boolean {
  return chosenInThisTab || new URL(window.location.href).searchParams.has(QUERY_PARAM) || sessionStorage.getItem(STORAGE_KEY) !== null;
}
