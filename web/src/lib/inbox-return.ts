/*
 * The inbox's filters as the inbox last showed them, so "Back to Applications" from an
 * application or the templates returns to the same list (working through "New" one by one),
 * as the browser's back button does. Kept for the life of the tab only.
 */
/** The inbox's search parameters (filters and search words), as strings. */
type InboxSearch = Partial<Record<string, string>>;

let lastSearch: InboxSearch = {};

export const rememberInboxSearch = (search: InboxSearch) => {
  lastSearch = search;
};

export const inboxSearch = (): InboxSearch => lastSearch;

/*
 * The application "Back to Applications" was pressed on: the list brings its row back into view
 * and to the focus, instead of starting again at the top of a long list.
 */
let returningFrom: string | undefined;

export const returnFromApplication = (id: string) => {
  returningFrom = id;
};

/** The application to bring back into view, once: a later visit to the list starts at the top. */
export const takeReturningFrom = (): string | undefined => {
  const id = returningFrom;
  returningFrom = undefined;
  return id;
};
