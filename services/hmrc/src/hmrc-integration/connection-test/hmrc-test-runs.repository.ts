import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { HmrcTestRunEntity } from '../entities/hmrc-test-run.entity';

export const TEST_RUNS_LISTED = 20;

/** The only place that reads or writes hmrc.connection_test_runs. */
@Injectable()
export class HmrcTestRunsRepository {
  constructor(@InjectRepository(HmrcTestRunEntity) private readonly runs: Repository<HmrcTestRunEntity>) {}

  insert(row: Omit<HmrcTestRunEntity, 'id' | 'testedAt'> & { testedAt: Date }): Promise<HmrcTestRunEntity> {
    return this.runs.save(this.runs.create(row));
  }

  async setResult(id: string, result: HmrcTestRunEntity['result']): Promise<void> {
    await this.runs.update({ id }, { result });
  }

  latest(): Promise<HmrcTestRunEntity[]> {
    return this.runs.find({ order: { testedAt: 'DESC' }, take: TEST_RUNS_LISTED });
  }
}
