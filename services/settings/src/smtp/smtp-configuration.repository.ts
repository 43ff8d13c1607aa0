import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { SmtpConfigurationEntity } from './entities/smtp-configuration.entity';

/** The only place that reads or writes settings.smtp_configurations. */
@Injectable()
export class SmtpConfigurationRepository {
  constructor(
    @InjectRepository(SmtpConfigurationEntity) private readonly configurations: Repository<SmtpConfigurationEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Oldest first. */
  list(): Promise<SmtpConfigurationEntity[]> {
    return this.configurations.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findById(id: string): Promise<SmtpConfigurationEntity | null> {
    return this.configurations.findOneBy({ id });
  }

  /** The active configuration (a partial unique index allows at most one). */
  findActive(): Promise<SmtpConfigurationEntity | null> {
    return this.configurations.findOneBy({ isActive: true });
  }

  create(fields: Omit<SmtpConfigurationEntity, 'id' | 'createdAt' | 'updatedAt'>): Promise<SmtpConfigurationEntity> {
    return this.configurations.save(this.configurations.create(fields));
  }

  save(entity: SmtpConfigurationEntity): Promise<SmtpConfigurationEntity> {
    return this.configurations.save(entity);
  }

  async delete(id: string): Promise<void> {
    await this.configurations.delete({ id });
  }

  async recordTest(id: string, successful: boolean): Promise<void> {
    await this.configurations.update({ id }, { lastTestedDate: new Date(), lastTestSuccessful: successful });
  }

  /**
   * Makes `id` the one active configuration in one transaction; null when it does not exist. The rows are locked
   * first, so two concurrent activations run one after the other (the later one wins) instead of tripping over the
   * unique index.
   */
  activate(id: string): Promise<SmtpConfigurationEntity | null> {
    return this.dataSource.transaction(async (em) => {
      await em.query(`SELECT id FROM settings.smtp_configurations ORDER BY id FOR UPDATE`);
      const target = await em.findOneBy(SmtpConfigurationEntity, { id });
      if (!target) return null;
      await em.query(`UPDATE settings.smtp_configurations SET is_active = false, updated_at = now() WHERE is_active AND id <> $1`, [id]);
      if (!target.isActive) await em.query(`UPDATE settings.smtp_configurations SET is_active = true, updated_at = now() WHERE id = $1`, [id]);
      return em.findOneByOrFail(SmtpConfigurationEntity, { id });
    });
  }
}
