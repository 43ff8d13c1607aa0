import { BadRequestException } from '@nestjs/common';
import { IsIn, IsOptional } from 'class-validator';
import { PagedQueryDto } from './paged-query';
import { createValidationPipe } from './validation';

class StatusQuery extends PagedQueryDto {
  @IsOptional()
  @IsIn(['Sent', 'Failed'], { message: 'status must be Sent or Failed' })
  status?: 'Sent' | 'Failed';
}

const query = (value: Record<string, string>) => createValidationPipe().transform(value, { type: 'query', metatype: StatusQuery });

describe('PagedQueryDto', () => {
  it('turns page and pageSize into numbers next to the extending query’s own filters', async () => {
    await expect(query({ page: '2', pageSize: '25', status: 'Sent' })).resolves.toEqual({ page: 2, pageSize: 25, status: 'Sent' });
    await expect(query({})).resolves.toEqual({});
  });

  it('refuses a page below 1 and a page size outside 1..100, with the extending query’s own errors (unknown ones ignored)', async () => {
    const error = await query({ page: '0', pageSize: '101', status: 'x', extra: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestException);
    expect((error as BadRequestException).getResponse()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        page: ['page must be a whole number from 1 to 1000000'],
        pageSize: ['pageSize must be a whole number from 1 to 100'],
        status: ['status must be Sent or Failed'],
      },
    });
  });

  it('refuses a page whose offset would overflow the database (1e20), and accepts the highest page', async () => {
    const error = await query({ page: '1e20' }).catch((e: unknown) => e);
    expect((error as BadRequestException).getResponse()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { page: ['page must be a whole number from 1 to 1000000'] },
    });
    await expect(query({ page: '1000000' })).resolves.toEqual({ page: 1000000 });
  });
});
