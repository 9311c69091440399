import { Outlet } from '@optio/router';
import { AdminNav } from './AdminNav';

/** Every admin screen: the in-page navigation, then the screen. */
export function AdminLayout() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
