import type { DeepStringRecord } from '../../deep-string-record';
import type { ruVersions } from '../ru/versions';

/** The versions screen of a document (explorer.md §2 Versions screen, §4 Version actions). */
export const enVersions: DeepStringRecord<typeof ruVersions> = {
  title: 'Document versions',
  listLabel: 'Versions',
  loading: 'Loading the versions',
  back: 'Back',
  upload: 'Upload version',
  version: 'Version {{number}}',
  draft: 'Draft',
  head: 'Current',
  inactive: 'Inactive',
  uploading: 'Uploading a version',
  uploadProgress: '{{percent}} % uploaded',
  uploadFailed: 'Error while uploading',
  rowActions: 'Actions with version «{{name}}»',
  view: 'View «{{name}}»',
  overview: 'Overview of «{{name}}»: is it the relevant version (opens in a new tab)',
  editing: 'Being edited by: {{names}}',
  editingNobody: 'Nobody is editing the draft',
  editingLoading: 'Loading the editors…',
  editingMark: 'The draft is being edited',
  sync: {
    synced: 'Model synchronised',
    error: 'Model synchronisation error',
    waiting: 'Model is being synchronised',
  },
  actions: {
    makeHead: 'Make current',
    deactivate: 'Deactivate',
    reactivate: 'Restore',
    publish: 'Publish draft',
    edit: 'Edit',
  },
  confirm: {
    makeHead: 'Make «{{name}}» the current version of the document?',
    deactivate: 'Deactivate «{{name}}»?',
    reactivate: 'Restore «{{name}}»?',
    publish: 'Publish the draft as a new version of the document?',
  },
};
