import type { DeepStringRecord } from '../../deep-string-record';
import type { ruSharedLinks } from '../ru/shared-links';

export const enSharedLinks: DeepStringRecord<typeof ruSharedLinks> = {
  title: 'Shared links',
  intro: 'Download links you made that still work. A revoked link stops working at once.',
  introEveryone: 'Download links of every user that still work. A revoked link stops working at once.',
  loading: 'Loading the links…',
  empty: 'No working links.',
  unnamed: 'Document deleted',
  persistent: 'no end',
  until: 'until {{date}}',
  kind: {
    document: 'Document',
    items_one: 'Archive: {{count}} item',
    items_few: 'Archive: {{count}} items',
    items_many: 'Archive: {{count}} items',
    items_other: 'Archive: {{count}} items',
  },
  columns: {
    name: 'Name',
    contents: 'Contents',
    expires: 'Works until',
    author: 'Author',
    created: 'Created',
    actions: 'Actions',
  },
  revoke: {
    button: 'Revoke',
    label: 'Revoke the link «{{name}}»',
    title: 'Revoke a link',
    message: 'The link will stop working for everyone it was sent to. Revoke it?',
    ok: 'Revoke',
    done: 'The link «{{name}}» was revoked.',
    failed: 'The link was not revoked: {{message}}',
  },
};
