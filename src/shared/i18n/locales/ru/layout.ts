/** Texts of the app shell: start-up, the unsupported-browser page, header, footer and the standard modals. */
export const ruLayout = {
  appStart: {
    loadFailed: 'Произошла ошибка при загрузке приложения. Перезагрузите страницу или зайдите позже.',
    disabled: 'Учётная запись заблокирована. Обратитесь к администратору проекта.',
    signOut: 'Выйти',
    startupFailed: 'Something went wrong...',
    loading: 'Загрузка…',
    signingIn: 'Выполняется вход…',
    signInAgain: 'Войти снова',
  },
  unsupportedBrowser: {
    title: 'Браузер не поддерживается',
    text: 'Ваш браузер устарел и не поддерживается. Откройте приложение в актуальной версии Chrome, Firefox, Edge, Safari или Яндекс Браузера.',
  },
  layout: {
    home: 'Главная',
    logo: 'Среда общих данных — на главную',
    trash: 'Корзина',
    goBack: 'Назад',
    pinned: 'Закреплённые каталоги',
    menu: 'Меню',
    profile: {
      adminPanel: 'Админка',
      skeletonEditor: 'Редактор структуры',
      invite: 'Пригласить участника',
      themeLight: 'Светлая тема',
      themeDark: 'Тёмная тема',
      snowOn: 'Включить снег',
      snowOff: 'Выключить снег',
      logout: 'Выйти',
      language: 'English',
    },
    footer: 'Среда общих данных · версия {{version}}',
  },
  modals: {
    yes: 'Да',
    cancel: 'Отмена',
    ok: 'ОК',
    showMore: 'Показать ещё',
    errorTitle: 'Ошибка',
    confirmTitle: 'Подтверждение',
    alertTitle: 'Внимание',
  },
  pending: {
    title: 'Раздел в разработке',
    text: 'Этот экран появится в одном из следующих выпусков.',
  },
} as const;
