// Admin sections owned by this remote (route segment under /admin, navigation label).
export const SECTIONS = [
  { id: 'companies', label: 'Companies' },
  { id: 'users', label: 'Users' },
  { id: 'invitations', label: 'Invitations' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
