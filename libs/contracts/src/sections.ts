// Admin navigation sections. Each remote declares its own in its exposed `./sections` module (next to `./routes`);
// the shell reads them at run time from the remotes listed in /remotes.json, so a remote adds a screen without a
// shell rebuild.
import type { UserRole } from './auth';

export interface AdminSectionDeclaration {
  /** Route segment under /admin, unique across remotes. */
  id: string;
  /** Navigation label (the spec's wording). */
  label: string;
  /** Position in the navigation, ascending across every remote (the spec lists the admin sub-routes in order). */
  order: number;
  /** Role a user needs to see and open the section. */
  role: UserRole;
}

/** What a remote's `./sections` module exports. */
export interface RemoteSectionsModule {
  SECTIONS: readonly AdminSectionDeclaration[];
}
