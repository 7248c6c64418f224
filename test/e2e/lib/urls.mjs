// Where the page is: pathOf for assertions, onPath for page.waitForURL.

/** The pathname of the page's current URL ('/senders/new'). */
export const pathOf = (page) => new URL(page.url()).pathname;

/** A page.waitForURL predicate that holds once the URL's pathname is exactly `pathname`. */
export const onPath = (pathname) => (url) => url.pathname === pathname;
