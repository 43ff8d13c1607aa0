/** "Now", injectable so that rules depending on the date (a tax year that has started) are testable; `ukDate` of `@app/contracts` turns it into the UK calendar date. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
