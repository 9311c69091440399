import type { Role } from '@optio/contracts';
import { registerVerified, STRONG_PASSWORD, type TestServer } from './helpers';
import { signIn, type Signed } from './learning-helpers';

/** A fresh verified account with the given role (registration makes students). */
export async function newUser(server: TestServer, role: Role): Promise<Signed> {
  const email = await registerVerified(server);
  if (role !== 'student') {
    await server.app.ctx.db.kysely
      .updateTable('users')
      .set({ role })
      .where('email', '=', email)
      .execute();
  }
  return signIn(server, email, STRONG_PASSWORD);
}

/** Links a parent and a child directly (for tests that are not about linking). */
export async function link(server: TestServer, parent: Signed, child: Signed): Promise<void> {
  await server.app.ctx.db.kysely
    .insertInto('parent_child_links')
    .values({
      parent_id: parent.userId,
      child_id: child.userId,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export const fdb = (server: TestServer) => server.app.ctx.db.kysely;
