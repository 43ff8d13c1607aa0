import { ConflictException, Injectable } from '@nestjs/common';
import type { UserDto } from '@app/contracts';
import { ProvisionUserInput, UserProvisioner } from '@app/nest-auth';
import { BusinessModelService } from '../business-model/business-model.service';
import { CompaniesSessionDirectory } from '../sessions/companies-session-directory';
import { User } from './entities/user.entity';
import { hashPassword } from './passwords';
import { toUserDto } from './user-row';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService extends UserProvisioner {
  constructor(
    private readonly users: UsersRepository,
    private readonly businessModels: BusinessModelService,
    private readonly sessions: CompaniesSessionDirectory,
  ) {
    super();
  }

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /**
   * GET /api/auth/me: the signed-in user, from the session directory's memory (the same read as the session check,
   * dropped on the same events and on sign-in); non-admins also get their business model.
   */
  async profile(id: string): Promise<UserDto | null> {
    const r = await this.sessions.profile(id);
    if (!r) return null;
    const dto = toUserDto(r);
    if (r.role !== 'Admin') dto.businessModelConfig = await this.businessModels.configFor(r.company_id);
    return dto;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email.trim().toLowerCase());
  }

  async createUser(input: ProvisionUserInput): Promise<UserDto> {
    const email = input.email.trim().toLowerCase();
    if (await this.users.existsByEmail(email)) throw new ConflictException('Email is already registered');
    const id = await this.users.create({
      email,
      firstName: input.firstName ?? input.role,
      lastName: input.lastName ?? 'User',
      passwordHash: await hashPassword(input.password),
      role: input.role,
      companyId: input.companyId ?? null,
      isActive: input.isActive ?? true,
      emailConfirmed: input.emailConfirmed ?? true,
    });
    await this.sessions.userChanged(id);
    return this.toDto((await this.users.findById(id))!, false);
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
