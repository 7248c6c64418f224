// Console errors that are not the app's. Specs pass these (plus the ones their own scenario provokes,
// each with its reason) to session.expectNoErrors({ ignore }).

/**
 * msw's registration.update() rejects when a reload interrupts it (mswjs/msw#2006); mocks/browser.ts
 * marks it handled, but Chromium still reports it. Harmless, and not the app's.
 */
export const MSW_UPDATE_INTERRUPTED = /Failed to update a ServiceWorker for scope .*mock-service-worker\.js/;

/** The noise any flow through the mock backend may show. */
export const KNOWN_NOISE = [MSW_UPDATE_INTERRUPTED];
