/** "Now", injectable so that rules depending on the date (a tax year that has started) are testable. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** The calendar date in the UK ('2026-04-06'), the date tax years and payroll deadlines are counted in. */
export function ukDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
