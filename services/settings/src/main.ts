import { runFeature } from '@app/nest-app';
import { settingsFeature } from './index';

void runFeature(settingsFeature);
