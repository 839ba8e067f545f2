import type { DeepStringRecord } from '../../deep-string-record';
import type { ruSharing } from '../ru/sharing';

export const enSharing: DeepStringRecord<typeof ruSharing> = {
  title: 'Share',
  documentSubject: 'Document “{{name}}”',
  itemsSubject: 'Archive “{{name}}”: {{contents}}',
  persistent: 'Persistent link',
  persistentHint: 'Never expires. Without this option the link is valid 7 days.',
  create: 'Create link',
  creating: 'Creating the link…',
  link: 'Download link',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'The link could not be copied: select it and copy it by hand.',
  validSevenDays: 'The link is valid 7 days.',
  validUntil: 'The link is valid 7 days, until {{date}}.',
  persistentLink: 'The link is persistent: it does not expire.',
  retry: 'Retry',
  close: 'Close',
};
