/** The longest search text the catalog and the history accept (`?q=`); longer input is cut. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
