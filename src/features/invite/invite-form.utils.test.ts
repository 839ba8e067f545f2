import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVITE_ROLE,
  emptyInviteForm,
  hasInviteErrors,
  toInvite,
  validateInviteForm,
  type InviteFormValues,
} from './invite-form.utils';

const filled: InviteFormValues = {
  email: 'ivan.petrov@example.com',
  givenName: 'Иван',
  familyName: 'Петров',
  middleName: '',
  roles: ['user'],
  securityGroupIds: [],
};

describe('emptyInviteForm', () => {
  it('preselects the ordinary user role', () => {
    expect(DEFAULT_INVITE_ROLE).toBe('user');
    expect(emptyInviteForm()).toEqual({ ...filled, email: '', givenName: '', familyName: '' });
  });

  it('takes another default role', () => {
    expect(emptyInviteForm('staff').roles).toEqual(['staff']);
  });
});

describe('validateInviteForm', () => {
  it('accepts a complete form without the optional fields', () => {
    const errors = validateInviteForm(filled);
    expect(errors).toEqual({});
    expect(hasInviteErrors(errors)).toBe(false);
  });

  it('requires e-mail, given name, family name and a role', () => {
    const errors = validateInviteForm({ ...filled, email: ' ', givenName: '', familyName: '\t', roles: [] });
    const missing = { rule: 'required' };
    expect(errors).toEqual({ email: missing, givenName: missing, familyName: missing, roles: missing });
    expect(hasInviteErrors(errors)).toBe(true);
  });

  it('leaves middle name and security groups optional', () => {
    expect(validateInviteForm({ ...filled, middleName: '', securityGroupIds: [] })).toEqual({});
  });

  it.each(['ivan', 'ivan@', '@example.com', 'ivan@example', 'ivan petrov@example.com', 'ivan@example..com'])(
    'rejects the e-mail %s',
    (email) => {
      expect(validateInviteForm({ ...filled, email }).email).toEqual({ rule: 'regex', message: 'forms.email' });
    },
  );

  it.each(['a@b.co', 'ivan.petrov+cde@mail.example.ru', ' ivan@example.com '])('accepts the e-mail %s', (email) => {
    expect(validateInviteForm({ ...filled, email }).email).toBeUndefined();
  });
});

describe('toInvite', () => {
  it('trims the texts and sends no middle name as null', () => {
    expect(toInvite({ ...filled, email: ' ivan@example.com ', givenName: ' Иван ', middleName: '  ' })).toEqual({
      email: 'ivan@example.com',
      givenName: 'Иван',
      familyName: 'Петров',
      middleName: null,
      roles: ['user'],
    });
  });

  it('sends the middle name and the chosen groups', () => {
    expect(
      toInvite({ ...filled, middleName: 'Сергеевич', roles: ['user', 'staff'], securityGroupIds: ['g1'] }),
    ).toEqual({
      email: 'ivan.petrov@example.com',
      givenName: 'Иван',
      familyName: 'Петров',
      middleName: 'Сергеевич',
      roles: ['user', 'staff'],
      securityGroupIds: ['g1'],
    });
  });
});
