import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';

/** A path id that is not a UUID cannot name anything: 404 with the given message (not a 400 about formats). */
export function uuidParam(notFoundMessage: string): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(notFoundMessage) });
}
