/**
 * Lengths of time in milliseconds (and a day in seconds, for what counts in seconds: token
 * and cookie lifetimes), written once so a figure like `24 * 60 * 60_000` is read by name.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const DAY_SECONDS = DAY_MS / SECOND_MS;
