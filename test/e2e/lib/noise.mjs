// Console errors that are not the app's. Specs pass these (plus the ones their own scenario provokes,
// each with its reason) to session.expectNoErrors({ ignore }).

/**
 * msw's registration.update() rejects when a reload interrupts it (mswjs/msw#2006); mocks/browser.ts
 * marks it handled, but Chromium still reports it. Harmless, and not the app's.
 */
export const MSW_UPDATE_INTERRUPTED = /Failed to update a ServiceWorker for scope .*mock-service-worker\.js/;

/** The noise any flow through the mock backend may show. */
export const KNOWN_NOISE = [MSW_UPDATE_INTERRUPTED];

/**
 * The designs' stock photos are on picsum.photos, which this offline machine cannot reach; a page that shows
 * a design (its preview, or its thumbnail on a card or a chooser) asks for them.
 */
export const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;
