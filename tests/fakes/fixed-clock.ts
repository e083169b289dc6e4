import type { Clock } from '../../src/application/ports/clock';

/** A clock that reads what the test sets. */
export class FixedClock implements Clock {
  constructor(public current: Date = new Date(2024, 4, 20, 10, 0, 0)) {}
  now = () => new Date(this.current);
  set(date: Date) {
    this.current = date;
  }
}
