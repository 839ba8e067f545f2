import type { Kysely, Migration } from 'kysely';

/**
 * The local sign-in provider keeps what must outlast a restart in the database (docs/sign-in.md): accounts'
 * credentials with their failed attempts, one-time links to set a password, and oidc-provider's sessions, grants and
 * tokens, so that a restart signs nobody out and a logout revokes for good; and the invitations waiting for a first
 * sign-in.
 */
export const localSignInMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('local_credentials')
      .addColumn('account_id', 'text', (column) => column.primaryKey().references('accounts.id').onDelete('cascade'))
      .addColumn('login', 'text', (column) => column.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('password_links')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('password_links_account').on('password_links').column('account_id').execute();
    await db.schema
      .createTable('oidc_payloads')
      .addColumn('model', 'text', (column) => column.notNull())
      .addColumn('id', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('uid', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('consumed_at', 'text')
      .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
      .execute();
    await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').column('grant_id').execute();
    await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
    await db.schema.createIndex('oidc_payloads_expires').on('oidc_payloads').column('expires_at').execute();
    // Invited accounts until their first sign-in: with an external provider the person arrives under the provider's
    // subject, and is matched to the invitation by e-mail.
    await db.schema
      .createTable('invitations')
      .addColumn('account_id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('invited_by', 'text', (column) => column.notNull())
      .addColumn('invited_at', 'text', (column) => column.notNull())
      .addColumn('accepted_at', 'text')
      .execute();
    await db.schema.createIndex('invitations_email').on('invitations').column('email').execute();
  },
};
