import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { HmrcCredentialType } from '@app/contracts';
import { HmrcCredentialEntity } from '../entities/hmrc-credential.entity';

export type NewCredentialRow = Omit<HmrcCredentialEntity, 'id' | 'createdAt' | 'isActive'>;

/** The only place that reads or writes hmrc.credentials. */
@Injectable()
export class HmrcCredentialsRepository {
  constructor(
    @InjectRepository(HmrcCredentialEntity) private readonly credentials: Repository<HmrcCredentialEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Active first, then newest first. */
  list(): Promise<HmrcCredentialEntity[]> {
    return this.credentials.find({ order: { isActive: 'DESC', createdAt: 'DESC' } });
  }

  findActive(type: HmrcCredentialType): Promise<HmrcCredentialEntity | null> {
    return this.credentials.findOneBy({ credentialType: type, isActive: true });
  }

  count(): Promise<number> {
    return this.credentials.count();
  }

  /** Inserts the credential as the active one of its type; the previously active one turns inactive (one transaction). */
  insertActive(row: NewCredentialRow): Promise<HmrcCredentialEntity> {
    return this.dataSource.transaction(async (em) => {
      await em.update(HmrcCredentialEntity, { credentialType: row.credentialType, isActive: true }, { isActive: false });
      return em.save(em.create(HmrcCredentialEntity, { ...row, isActive: true }));
    });
  }

  /** Deletes; when it was the active one, the newest remaining credential of its type becomes active. False = unknown id. */
  delete(id: string): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      const row = await em.findOne(HmrcCredentialEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) return false;
      await em.delete(HmrcCredentialEntity, { id });
      if (row.isActive) {
        const next = await em.findOne(HmrcCredentialEntity, { where: { credentialType: row.credentialType }, order: { createdAt: 'DESC' } });
        if (next) await em.update(HmrcCredentialEntity, { id: next.id }, { isActive: true });
      }
      return true;
    });
  }
}
