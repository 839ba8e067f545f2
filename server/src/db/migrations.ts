import type { Migration, MigrationProvider } from 'kysely';
import { directoriesMigration } from './migrations/0001_directories';
import { documentsMigration } from './migrations/0002_documents';
import { listenersMigration } from './migrations/0003_listeners';
import { notesRelatedMigration } from './migrations/0004_notes_related';
import { sharingMigration } from './migrations/0005_sharing';
import { securityGroupsMigration } from './migrations/0006_security_groups';
import { securityPointsMigration } from './migrations/0007_security_points';
import { skeletonMigration } from './migrations/0008_skeleton';
import { localSignInMigration } from './migrations/0009_local_sign_in';
import { statisticsMigration } from './migrations/0010_statistics';
import { accountProfilesMigration } from './migrations/0011_account_profiles';
import { directoryLoadEventsMigration } from './migrations/0012_directory_load_events';
import { renditionsMigration } from './migrations/0013_renditions';
import { notificationsMigration } from './migrations/0014_notifications';
import { officeMigration } from './migrations/0015_office';
import { modelsMigration } from './migrations/0016_models';
import { renditionJobsMigration } from './migrations/0017_rendition_jobs';
import { directoryContentsStampsMigration } from './migrations/0018_directory_contents_stamps';
import { accessStampMigration } from './migrations/0019_access_stamp';
import { directoryDocumentChangesMigration } from './migrations/0020_directory_document_changes';

/**
 * Versioned migrations, in code so that they ship inside the server and run the same on SQLite and PostgreSQL. Each is
 * applied once, in name order; a new change is a new migration, never an edit of an applied one.
 */
const migrations: Record<string, Migration> = {
  '0001_directories': directoriesMigration,
  '0002_documents': documentsMigration,
  '0003_listeners': listenersMigration,
  '0004_notes_related': notesRelatedMigration,
  '0005_sharing': sharingMigration,
  '0006_security_groups': securityGroupsMigration,
  '0007_security_points': securityPointsMigration,
  '0008_skeleton': skeletonMigration,
  '0009_local_sign_in': localSignInMigration,
  '0010_statistics': statisticsMigration,
  '0011_account_profiles': accountProfilesMigration,
  '0012_directory_load_events': directoryLoadEventsMigration,
  '0013_renditions': renditionsMigration,
  '0014_notifications': notificationsMigration,
  '0015_office': officeMigration,
  '0016_models': modelsMigration,
  '0017_rendition_jobs': renditionJobsMigration,
  '0018_directory_contents_stamps': directoryContentsStampsMigration,
  '0019_access_stamp': accessStampMigration,
  '0020_directory_document_changes': directoryDocumentChangesMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
