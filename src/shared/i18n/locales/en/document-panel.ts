import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDocumentPanel } from '../ru/document-panel';

export const enDocumentPanel: DeepStringRecord<typeof ruDocumentPanel> = {
  loading: 'Loading the document',
  tools: 'Document tools',
  toolMenu: {
    versions: 'Versions',
    related: 'Related documents',
  },
  card: {
    label: 'Document details',
    name: 'Name',
    author: 'Author',
    size: 'Size',
    versions: 'Versions',
    createdAt: 'Created',
    updatedAt: 'Updated',
    status: 'Agreement status',
    unknownAuthor: 'Unknown author',
    authorLoading: 'Loading…',
    preview: 'Open the preview of “{{name}}”',
    openArchive: 'Open the archive “{{name}}”',
    openDocument: 'View “{{name}}”',
  },
  status: {
    '3': 'Adopted',
    '4': 'In production',
  },
  actions: {
    label: 'Document actions',
    addRemark: 'Add remark',
    agree: 'Agree',
    revoke: 'Revoke agreement',
    download: 'Download',
    delete: 'Delete',
    versions: 'Versions',
  },
  confirm: {
    agree: 'Agree the document?',
    agreeWithOpenRemarks: 'Not all remarks are fixed. Are you sure you want to agree the document?',
    revoke: 'Revoke the agreement of the document?',
    delete: 'Delete the document?',
  },
  remarks: {
    title: 'Remarks',
    empty: 'No remarks',
    byline: '{{author}}, {{date}}',
    comments: 'Comments on the remark “{{text}}”',
    comment: 'Comment on the remark “{{text}}”',
    commentPlaceholder: 'Comment (Enter sends, Shift+Enter starts a new line)',
    send: 'Send the comment on the remark “{{text}}”',
  },
  remarkModal: {
    title: 'Add remarks',
    row: 'Remark {{number}}',
    addRow: 'Add a row',
    removeRow: 'Remove row {{number}}',
    submit: 'Add',
    cancel: 'Cancel',
    close: 'Close',
  },
};
