import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, Repository } from 'typeorm';
import { HmrcOAuthGrantEntity, HmrcOAuthStateEntity } from '../entities/hmrc-oauth.entity';

/** The only place that reads or writes hmrc.oauth_grants and hmrc.oauth_states. */
@Injectable()
export class HmrcAuthorizationRepository {
  constructor(
    @InjectRepository(HmrcOAuthGrantEntity) private readonly grants: Repository<HmrcOAuthGrantEntity>,
    @InjectRepository(HmrcOAuthStateEntity) private readonly states: Repository<HmrcOAuthStateEntity>,
    private readonly dataSource: DataSource,
  ) {}

  async addState(row: HmrcOAuthStateEntity): Promise<void> {
    await this.states.delete({ expiresAt: LessThan(new Date()) });
    await this.states.insert(row);
  }

  /** Removes and returns the pending state (single use); null when unknown. */
  takeState(stateHash: string): Promise<HmrcOAuthStateEntity | null> {
    return this.dataSource.transaction(async (em) => {
      const row = await em.findOne(HmrcOAuthStateEntity, { where: { stateHash }, lock: { mode: 'pessimistic_write' } });
      if (row) await em.delete(HmrcOAuthStateEntity, { stateHash });
      return row;
    });
  }

  findGrant(): Promise<HmrcOAuthGrantEntity | null> {
    return this.grants.findOneBy({ singleton: true });
  }

  async saveGrant(row: Omit<HmrcOAuthGrantEntity, 'id' | 'singleton'>): Promise<void> {
    await this.grants.upsert({ ...row, singleton: true }, { conflictPaths: ['singleton'] });
  }

  async deleteGrant(): Promise<void> {
    await this.grants.delete({ singleton: true });
  }
}
