import { NotFoundException } from '@nestjs/common';
import { isUniqueViolation, ParseIdPipe, rowsOf, toIsoOrNull } from './persistence';

describe('persistence helpers', () => {
  it('isUniqueViolation: recognises 23505 on the error or on its driverError', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ driverError: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it('ParseIdPipe: a UUID passes, anything else is the resource\'s 404', async () => {
    const pipe = new ParseIdPipe('Company not found');
    const id = '3f1c8f0e-8a4b-4c1e-9d2a-1b2c3d4e5f60';
    await expect(pipe.transform(id, { type: 'param' })).resolves.toBe(id);
    const error = await pipe.transform('abc', { type: 'param' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundException);
    expect((error as NotFoundException).message).toBe('Company not found');
  });

  it('row mapping', () => {
    expect(rowsOf([[{ a: 1 }], 1])).toEqual([{ a: 1 }]);
    expect(rowsOf([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(toIsoOrNull('2026-11-23T10:00:00Z')).toBe('2026-11-23T10:00:00.000Z');
    expect(toIsoOrNull(null)).toBeNull();
    expect(toIsoOrNull(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23T10:00:00.000Z');
  });
});
