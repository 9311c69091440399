import type { Kysely, Migration } from 'kysely';

/**
 * Friends and direct messages. A friend request is addressed to an e-mail address, not a user:
 * the sender never learns whether the address has an account (no enumeration), and whoever
 * holds that address (now or after registering) sees it as incoming. Accepted requests become
 * a `friendships` row (the pair stored once, lower id first) and the request row is removed.
 */
export const m008Social: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('friend_requests')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('requester_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // Trimmed and lower-cased, like users.email.
      .addColumn('addressee_email', 'varchar(254)', (c) => c.notNull())
      // 'pending' or 'declined'; a declined request still reads "pending" to its sender.
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(30)')
      .addUniqueConstraint('friend_requests_pair_uq', ['requester_id', 'addressee_email'])
      .execute();
    await db.schema
      .createIndex('friend_requests_addressee_idx')
      .on('friend_requests')
      .columns(['addressee_email', 'status'])
      .execute();

    await db.schema
      .createTable('friendships')
      .addColumn('user_low', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('user_high', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('friendships_pk', ['user_low', 'user_high'])
      .execute();
    await db.schema
      .createIndex('friendships_high_idx')
      .on('friendships')
      .column('user_high')
      .execute();

    await db.schema
      .createTable('direct_messages')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('sender_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('recipient_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('read_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('direct_messages_pair_idx')
      .on('direct_messages')
      .columns(['sender_id', 'recipient_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('direct_messages_unread_idx')
      .on('direct_messages')
      .columns(['recipient_id', 'read_at'])
      .execute();
  },
};
