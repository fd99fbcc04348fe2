// Waste management (issue 9): the legal clock of all centers, as the server answers it and the browser asks for it.

/** How far the clock of all centers looks ahead by default, and how much the page's "widen" adds each time. */
export const CLOCK_HORIZON_DAYS = 90;
/** A page of the all-centers clock: larger than a list's, it is read top to bottom. */
export const CLOCK_PAGE_SIZE = 100;
