import { runFeature } from '@app/nest-app';
import { hmrcFeature } from './index';

void runFeature(hmrcFeature);
