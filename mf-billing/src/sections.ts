// Admin sections owned by this remote (route segment under /admin, navigation label).
export const SECTIONS = [
  { id: 'stripe', label: 'Stripe Management' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
