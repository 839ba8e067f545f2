import type { Role } from '../../../codegen/model/role';
import type { User } from '../../../codegen/model/user';

/**
 * The users screen's search (platform.md §2.4): every word of the query must appear in the user's e-mail, name or one
 * of its roles' labels, ignoring case and «ё».
 */
const fold = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е');

export function filterUsers(
  users: readonly User[],
  search: string,
  roleLabel: (role: Role) => string,
): readonly User[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return users;
  return users.filter((user) => {
    const text = fold([user.email, user.displayName, ...user.roles.map(roleLabel)].join(' '));
    return words.every((word) => text.includes(word));
  });
}
