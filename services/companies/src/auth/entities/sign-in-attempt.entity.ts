import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'companies', name: 'sign_in_attempts' })
export class SignInAttempt {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id!: string;
  @Column({ type: 'varchar' }) email!: string;
  @Column({ type: 'varchar' }) ip!: string;
  @Column({ name: 'attempted_at', type: 'timestamptz', default: () => 'now()' }) attemptedAt!: Date;
}
