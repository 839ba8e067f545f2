import { describe, expect, it } from 'vitest';
import type { User } from '../../../codegen/model/user';
import { toUserPatch, userEditValues, validateUserEdit } from './user-edit-form.utils';

const petrova: User = {
  id: 'c3000000-0000-4000-8000-000000000004',
  email: 'e.petrova@geoizyskaniya.ru',
  displayName: 'Петрова Елена Николаевна',
  company: 'ООО «ГеоИзыскания»',
  department: null,
  title: null,
  location: 'Всеволожск',
  mobile: null,
  phone: null,
  status: 0,
  roles: ['external-user'],
  disableEmailNotifications: false,
};

describe('the user edit form', () => {
  it('starts from the user, empty texts for missing contact fields, with its groups', () => {
    const values = userEditValues(petrova, ['g1']);
    expect(values).toMatchObject({
      company: 'ООО «ГеоИзыскания»',
      department: '',
      status: 0,
      securityGroupIds: ['g1'],
    });
  });

  it('patches every field, trimmed, an emptied contact field as null, roles once each', () => {
    const values = {
      ...userEditValues(petrova, []),
      displayName: '  Петрова Елена Николаевна ',
      company: '   ',
      title: ' Ведущий инженер-геолог ',
      roles: ['external-user', 'external-user'] as User['roles'],
      status: 1 as const,
    };
    expect(toUserPatch(values)).toEqual({
      displayName: 'Петрова Елена Николаевна',
      company: null,
      department: null,
      title: 'Ведущий инженер-геолог',
      location: 'Всеволожск',
      mobile: null,
      phone: null,
      roles: ['external-user'],
      status: 1,
      disableEmailNotifications: false,
    });
  });

  it('asks for a name and at least one role, which the contract needs', () => {
    expect(validateUserEdit(userEditValues(petrova, []))).toEqual({});
    expect(validateUserEdit({ ...userEditValues(petrova, []), displayName: ' ', roles: [] })).toEqual({
      displayName: { rule: 'required' },
      roles: { rule: 'required' },
    });
    expect(validateUserEdit({ ...userEditValues(petrova, []), mobile: '8'.repeat(65) })).toEqual({
      mobile: { rule: 'max', max: 64 },
    });
  });
});
