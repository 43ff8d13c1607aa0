import { SettingsInit1763700005000 } from './migrations/1763700005000-SettingsInit';

export { SettingsModule } from './settings.module';
export const settingsEntities = [];
export const settingsMigrations = [SettingsInit1763700005000];
