/** Side views drawn on a 640 x 260 canvas, facing right, wheels resting on y = 240. */
export interface CarShape {
  body: string
  glass: string
  /** x of the door pillars that split the side glass. */
  pillars: number[]
  /** Door shut lines, from the belt line down to the sill. */
  doors: string
  wheels: { x: number; y: number; r: number }[]
  headlight: string
  taillight: string
  /** The belt-line crease that catches the light. */
  crease: string
  /** y of the body's lower edge, where the wheel arches open. */
  sill: number
}

export const CAR_SHAPES = {
  sedan: {
    body: 'M66 198C54 198 48 190 48 178L50 156C51 144 58 136 72 133L196 122C226 98 258 80 306 74L384 72C424 74 452 92 484 117L566 127C592 131 606 142 608 158L610 180C610 192 602 198 590 198L530 198A48 48 0 0 0 434 198L198 198A48 48 0 0 0 102 198Z',
    glass: 'M216 121C242 100 268 88 308 84L374 82C406 84 432 98 458 118Z',
    pillars: [334],
    doors: 'M226 126L222 190M336 124L336 192M446 122C440 150 438 172 440 190',
    wheels: [
      { x: 150, y: 200, r: 40 },
      { x: 482, y: 200, r: 40 },
    ],
    headlight: 'M584 134C596 136 604 142 606 150L586 148C582 144 581 138 584 134Z',
    taillight: 'M52 148C54 142 58 139 66 138L68 152L51 156Z',
    crease: 'M60 150C200 140 420 134 598 146',
    sill: 198,
  },
  suv: {
    body: 'M60 196C48 196 42 186 42 172L46 110C48 84 60 64 86 60L380 56C420 56 446 74 478 104L570 116C596 120 608 132 610 150L612 178C612 190 604 196 592 196L542 196A52 52 0 0 0 438 196L202 196A52 52 0 0 0 98 196Z',
    glass: 'M74 106C76 86 86 74 104 72L372 68C402 68 426 82 456 106Z',
    pillars: [198, 328],
    doors: 'M206 112L202 184M332 110L334 190M452 110C446 140 444 166 446 186',
    wheels: [
      { x: 150, y: 196, r: 44 },
      { x: 490, y: 196, r: 44 },
    ],
    headlight: 'M586 124C598 126 606 132 608 142L588 140C584 134 583 128 586 124Z',
    taillight: 'M44 118C46 110 52 106 60 106L62 134L44 136Z',
    crease: 'M48 140C200 132 420 128 600 136',
    sill: 196,
  },
  coupe: {
    body: 'M70 198C56 198 50 190 50 178L52 160C54 148 62 142 76 140L150 132C210 100 260 82 320 80L370 80C410 82 444 100 480 122L570 132C594 136 606 146 608 160L610 180C610 192 602 198 590 198L532 198A48 48 0 0 0 436 198L208 198A48 48 0 0 0 112 198Z',
    glass: 'M180 128C222 104 270 90 320 88L366 88C398 90 428 104 454 124Z',
    pillars: [300],
    doors: 'M306 128L308 192M448 128C442 154 440 174 442 190',
    wheels: [
      { x: 160, y: 200, r: 40 },
      { x: 484, y: 200, r: 40 },
    ],
    headlight: 'M584 138C596 140 604 146 606 154L586 152C582 148 581 142 584 138Z',
    taillight: 'M54 154C56 148 60 145 68 144L70 158L53 162Z',
    crease: 'M62 156C200 146 420 140 598 150',
    sill: 198,
  },
} satisfies Record<string, CarShape>

export type CarStyle = keyof typeof CAR_SHAPES
