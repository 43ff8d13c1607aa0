// Admin sections owned by this remote, exposed as ./sections: the shell builds its navigation from what every remote
// declares, at run time. `order` places a section among all remotes' sections (spec section 2 lists them in order).
import type { AdminSectionDeclaration } from '@app/contracts';

export const SECTIONS = [
  { id: 'salary-component-templates', label: 'Salary Component Templates', order: 50, role: 'Admin' },
  { id: 'business-models', label: 'Business Models', order: 60, role: 'Admin' },
  { id: 'system-settings', label: 'System Settings', order: 120, role: 'Admin' },
] as const satisfies readonly AdminSectionDeclaration[];

export type SectionId = (typeof SECTIONS)[number]['id'];
