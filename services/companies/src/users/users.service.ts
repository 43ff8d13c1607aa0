import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UserDto } from '@app/contracts';
import { ProvisionUserInput, UserProvisioner } from '@app/nest-auth';
import { BusinessModelService } from '../business-model/business-model.service';
import { User } from './entities/user.entity';
import { hashPassword } from './passwords';

@Injectable()
export class UsersService extends UserProvisioner {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly businessModels: BusinessModelService,
  ) {
    super();
  }

  findById(id: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOne({ where: { id }, relations: { company: true } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOne({ where: { email: email.trim().toLowerCase() }, relations: { company: true } });
  }

  async createUser(input: ProvisionUserInput): Promise<UserDto> {
    const repository = this.dataSource.getRepository(User);
    const email = input.email.trim().toLowerCase();
    if (await repository.existsBy({ email })) throw new ConflictException('Email is already registered');
    const user = await repository.save(
      repository.create({
        email,
        firstName: input.firstName ?? input.role,
        lastName: input.lastName ?? 'User',
        passwordHash: await hashPassword(input.password),
        role: input.role,
        companyId: input.companyId ?? null,
        isActive: input.isActive ?? true,
        emailConfirmed: input.emailConfirmed ?? true,
      }),
    );
    return this.toDto((await this.findById(user.id))!, false);
  }

  /** The spec's user shape; non-admins get the business model configuration when `withBusinessModel`. */
  async toDto(user: User, withBusinessModel: boolean): Promise<UserDto> {
    const dto: UserDto = {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailConfirmed: user.emailConfirmed,
      role: user.role,
      companyId: user.companyId,
      companyName: user.company?.name ?? null,
      isActive: user.isActive,
      lastLoginDate: user.lastLoginDate?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
    };
    if (withBusinessModel && user.role !== 'Admin') dto.businessModelConfig = await this.businessModels.configFor(user.companyId);
    return dto;
  }
}
