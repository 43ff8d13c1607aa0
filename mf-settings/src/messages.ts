// Message catalogue of mf-settings (the spec's exact wording).
export const messages = {
  systemSettingsTitle: 'System Settings',
  salaryComponentTemplatesTitle: 'Salary Component Templates',
  businessModelsTitle: 'Business Models',
  pageNotFound: 'Page not found',
} as const;
