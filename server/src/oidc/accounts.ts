/** Roles of the access model; the API and the web app decide permissions from these strings. */
export type Role = 'user' | 'staff' | 'external-user' | 'general-contractor' | 'administrator' | 'developer';

export interface SeededAccount {
  readonly id: string;
  readonly login: string;
  /** Plain text on purpose: these are published demo credentials of a local mock, not secrets. */
  readonly password: string;
  readonly displayName: string;
  readonly familyName: string;
  readonly givenName: string;
  readonly middleName: string;
  readonly email: string;
  readonly roles: readonly Role[];
}

function account(id: string, login: string, displayName: string, email: string, roles: readonly Role[]): SeededAccount {
  // Russian full names are written «family given middle»; the seed keeps that order.
  const [familyName = '', givenName = '', middleName = ''] = displayName.split(' ');
  return { id, login, password: 'demo', displayName, familyName, givenName, middleName, email, roles };
}

export const SEEDED_ACCOUNTS: readonly SeededAccount[] = Object.freeze([
  account('c3000000-0000-4000-8000-000000000001', 'admin', 'Иванов Сергей Петрович', 's.ivanov@sevkvartal.ru', [
    'staff',
    'administrator',
  ]),
  account('c3000000-0000-4000-8000-000000000002', 'staff', 'Смирнова Анна Викторовна', 'a.smirnova@sevkvartal.ru', [
    'staff',
  ]),
  account(
    'c3000000-0000-4000-8000-000000000003',
    'contractor',
    'Кузнецов Дмитрий Олегович',
    'd.kuznetsov@stroymontazh.ru',
    ['general-contractor'],
  ),
  account(
    'c3000000-0000-4000-8000-000000000004',
    'external',
    'Петрова Елена Николаевна',
    'e.petrova@geoizyskaniya.ru',
    ['external-user'],
  ),
  account('c3000000-0000-4000-8000-000000000005', 'user', 'Волков Игорь Андреевич', 'i.volkov@sevkvartal.ru', ['user']),
  account('c3000000-0000-4000-8000-000000000006', 'developer', 'Орлов Павел Сергеевич', 'p.orlov@sevkvartal.ru', [
    'developer',
  ]),
]);

/** Logins are matched case-insensitively, as corporate directories usually do. */
export function findAccountByLogin(login: string): SeededAccount | undefined {
  const wanted = login.trim().toLowerCase();
  return SEEDED_ACCOUNTS.find((candidate) => candidate.login === wanted);
}

export function findAccountById(id: string): SeededAccount | undefined {
  return SEEDED_ACCOUNTS.find((candidate) => candidate.id === id);
}
