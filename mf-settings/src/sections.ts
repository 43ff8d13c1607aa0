// Admin sections owned by this remote (route segment under /admin, navigation label).
export const SECTIONS = [
  { id: 'system-settings', label: 'System Settings' },
  { id: 'salary-component-templates', label: 'Salary Component Templates' },
  { id: 'business-models', label: 'Business Models' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
