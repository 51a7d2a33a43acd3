/**
 * Cards in a vehicle grid's first row on the widest screens (see vehicle-card.css): the
 * pictures at the top of a page of cards. A module of its own, without React, so that the
 * first screen's inline script (src/app/first-screen) can read it too.
 */
export const GRID_FIRST_ROW = 4
