import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ schema: 'companies', name: 'user_preferences' })
export class UserPreferences {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', default: 'en-GB' }) locale!: string;
}
