/** Debounce of the address search as the user types (SPEC §9): 300 ms. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

/** Debounce of the search box of the saved-routes dialog (SPEC §2 user-routes, §9): 400 ms. */
export const SAVED_ROUTES_SEARCH_DEBOUNCE_MS = 400;
