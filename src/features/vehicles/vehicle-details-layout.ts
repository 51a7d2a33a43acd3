/** The car page's picture slot and picture: the page renders them and 200.html's first screen fills them. */
export const DETAILS_STAGE = 'vehicle-details__stage'
export const DETAILS_IMAGE = 'vehicle-details__image'
