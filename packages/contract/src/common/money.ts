/**
 * Money is reckoned in whole paise: a rupee amount times a rate in binary floating point lands a hair
 * below the half paisa (3025.25 × 18 % = 544.5449…), and rounding that loses a paisa the database (exact
 * numeric) keeps. Every sum, tax and rounding goes through these.
 */

/** A rupee amount in whole paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Whole paise as rupees. */
export const fromPaise = (paise: number) => paise / 100;

/** Rounds to the paisa, as every amount a person reads. */
export const roundPaise = (rupees: number) => fromPaise(toPaise(rupees));
