/**
 * react-helmet for the CMS preview: a page's head belongs to the page, and in the editor it would retitle the
 * editor's own window.
 */
export const Helmet = (): null => null;
