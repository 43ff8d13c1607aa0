import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BusinessModelConfig } from '@app/contracts';

/** Business models: the only place with their SQL. */
@Injectable()
export class BusinessModelRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The company's own configuration, else the default one (the row without a company), in one query. */
  async configurationFor(companyId: string | null): Promise<BusinessModelConfig> {
    const [row] = await this.dataSource.query(
      `SELECT configuration FROM companies.business_models
        WHERE company_id = $1 OR company_id IS NULL
        ORDER BY company_id NULLS LAST LIMIT 1`,
      [companyId],
    );
    return row.configuration;
  }
}
