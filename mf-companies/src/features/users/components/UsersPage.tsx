import { UsersManagement } from './UsersManagement';

export function UsersPage() {
  return <UsersManagement />;
}
