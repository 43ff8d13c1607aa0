// Admin sections owned by this remote (route segment under /admin, navigation label).
export const SECTIONS = [
  { id: 'technical', label: 'Technical Status' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
