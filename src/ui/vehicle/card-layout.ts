/** A card's picture slot and picture, and the cards in a grid's widest row: VehicleCard and VehicleGrid render them, and 200.html's first screen fills them. */
export const CARD_MEDIA = 'vehicle-card__media'
export const CARD_IMAGE = 'vehicle-card__image'
export const GRID_FIRST_ROW = 4
