/**
 * Loads another page of the site: pages are static, with no client-side router, so this is a plain page load.
 * One function, so tests can stand in for the browser's navigation (jsdom has none).
 */
export const loadPage = (path: string): void => window.location.assign(path);
