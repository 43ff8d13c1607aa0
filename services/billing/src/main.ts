import { runFeature } from '@app/nest-app';
import { billingFeature } from './index';

void runFeature(billingFeature);
