/** The current time, so that day-bound rules (feedback check, time filters) can be tested. */
export interface Clock {
  now(): Date;
}
