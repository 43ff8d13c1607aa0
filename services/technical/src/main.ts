import { runFeature } from '@app/nest-app';
import { technicalFeature } from './index';

void runFeature(technicalFeature);
