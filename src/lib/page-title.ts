/** A paged list's title: the list's own on its first page, then with the page number, e.g. 'Podcasts – Page 2'. */
export const pageTitle = (title: string, page: number): string => (page === 1 ? title : `${title} – Page ${page}`);
