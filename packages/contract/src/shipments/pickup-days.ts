/** The latest day a pickup may be asked for: couriers schedule a week ahead. */
export const PICKUP_DAYS_AHEAD = 7;
