/** The account invite dialog (explorer.md §2 Modals, platform.md §2.4). */
export const ruInvite = {
  title: 'Пригласить участника',
  email: 'Электронная почта',
  givenName: 'Имя',
  familyName: 'Фамилия',
  middleName: 'Отчество',
  roles: 'Роли',
  securityGroups: 'Группы безопасности',
  noSecurityGroups: 'Нет доступных групп',
  submit: 'Пригласить',
  close: 'Закрыть',
  success: 'Приглашение отправлено',
} as const;
