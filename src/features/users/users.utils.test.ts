import { describe, expect, it } from 'vitest';
import type { Role } from '../../../codegen/model/role';
import type { User } from '../../../codegen/model/user';
import { filterUsers } from './users.utils';

const user = (id: string, displayName: string, email: string, roles: Role[]): User => ({
  id,
  email,
  displayName,
  company: null,
  department: null,
  title: null,
  location: null,
  mobile: null,
  phone: null,
  status: 1,
  roles,
  disableEmailNotifications: false,
});

const LABELS: Record<Role, string> = {
  user: 'Пользователь',
  staff: 'Сотрудник',
  'external-user': 'Внешний пользователь',
  'general-contractor': 'Генподрядчик',
  administrator: 'Администратор',
  developer: 'Разработчик',
};
const label = (role: Role) => LABELS[role];

const ivanov = user('1', 'Иванов Сергей Петрович', 's.ivanov@sevkvartal.ru', ['staff', 'administrator']);
const fedorov = user('2', 'Фёдоров Артём Ильич', 'a.fedorov@stroymontazh.ru', ['general-contractor']);
const all = [ivanov, fedorov];

describe('filterUsers', () => {
  it('keeps everybody for an empty or blank query', () => {
    expect(filterUsers(all, '', label)).toBe(all);
    expect(filterUsers(all, '   ', label)).toBe(all);
  });

  it('finds by e-mail, by name and by role label, ignoring case and «ё»', () => {
    expect(filterUsers(all, 'STROYMONTAZH', label)).toEqual([fedorov]);
    expect(filterUsers(all, 'федоров', label)).toEqual([fedorov]);
    expect(filterUsers(all, 'админ', label)).toEqual([ivanov]);
  });

  it('needs every word of the query', () => {
    expect(filterUsers(all, 'иванов генподрядчик', label)).toEqual([]);
    expect(filterUsers(all, 'иванов сотрудник', label)).toEqual([ivanov]);
  });
});
