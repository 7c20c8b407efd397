// What the search page and the search function (src/api/search.ts) agree on: the address, the answer, the element.

/** The search function's address for searches made in the page. */
export const searchEndpoint = '/api/search';

/** Element holding the results in the search page (the function fills it; the page keeps what it finds there). */
export const resultsElementId = 'search-results';

/** A product code opens that product; any other term gets its results as HTML (with how many products matched). */
export type SearchAnswer = { redirect: string } | { html: string; count: number };
