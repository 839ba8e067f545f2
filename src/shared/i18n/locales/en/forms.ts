import type { DeepStringRecord } from '../../deep-string-record';
import type { ruForms } from '../ru/forms';

export const enForms: DeepStringRecord<typeof ruForms> = {
  required: 'Required',
  min_one: 'At least {{count}} character',
  min_other: 'At least {{count}} characters',
  max_one: 'At most {{count}} character',
  max_other: 'At most {{count}} characters',
  regex: 'The value has the wrong format',
  confirmed: 'The values do not match',
  email: 'Invalid e-mail address',
  pathSeparator: 'Must not contain / or \\',
  controlCharacters: 'Must not contain control characters',
  reservedName: 'The name cannot be «.» or «..»',
  invalid: 'Invalid value',
  fields: {
    name: 'Name',
    file: 'File',
    key: 'Key',
    value: 'Value',
    relativePaths: 'Path',
    description: 'Description',
    comment: 'Comment',
    email: 'E-mail address',
  },
  fieldError: '{{field}}: {{message}}',
};
