import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Sign-in attempts in the current window of one account (`account:<email>`) or one address (`address:<ip>`). */
@Entity({ schema: 'companies', name: 'sign_in_counters' })
export class SignInCounter {
  @PrimaryColumn({ type: 'varchar' }) key!: string;
  @Column({ name: 'window_started_at', type: 'timestamptz' }) windowStartedAt!: Date;
  @Column({ type: 'integer' }) attempts!: number;
}
