import type { Notification } from '../../../codegen/model/notification';
import type { OutgoingMail } from '../plugins/mailer';

/**
 * The e-mail digest of notifications (docs/notifications.md), in Russian as the product's mail is. The event names are
 * the app's (src/shared/i18n/locales/ru/common.ts, eventTypes); the server keeps its own copy because mail is
 * written here, without the app's translations (a test keeps the two alike).
 */
export const EVENT_NAMES: Readonly<Record<number, string>> = {
  1: 'Создание каталога',
  2: 'Загрузка каталога',
  3: 'Удаление каталога',
  4: 'Переименование каталога',
  5: 'Перемещение файлов',
  6: 'Загрузка документа',
  7: 'Удаление документа',
  8: 'Переименование документа',
  9: 'Загрузка новой версии документа',
  10: 'Скачивание документа',
  11: 'Согласование документа',
  12: 'Отмена согласования документа',
  13: 'Добавление замечания к документу',
  14: 'Добавление комментария к документу',
  15: 'Окончательное удаление элемента',
  16: 'Синхронизация каталога',
  17: 'Изменение статуса',
};

/** At most this many notifications are listed one by one; the rest are counted, and the app shows them all. */
const LISTED = 50;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const plural = (count: number, one: string, few: string, many: string) => {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
};

export interface DigestContent {
  to: string;
  recipientName: string;
  /** Newest last: the order things happened in. */
  notifications: readonly Notification[];
  /** The app's address, ending with a slash: links to the directories are built on it. */
  appUrl: string;
}

/** One line per directory and event type: «Загрузка документа — 12 (АР — Архитектурные решения): Петров П. П.». */
function groups(notifications: readonly Notification[]) {
  const byKey = new Map<string, { first: Notification; items: Notification[] }>();
  for (const notification of notifications) {
    const key = `${notification.directoryId ?? 'root'}:${String(notification.eventType)}`;
    const group = byKey.get(key);
    if (group) group.items.push(notification);
    else byKey.set(key, { first: notification, items: [notification] });
  }
  return [...byKey.values()];
}

export function notificationDigestMail(content: DigestContent): OutgoingMail {
  const count = content.notifications.length;
  const subject = `Уведомления среды общих данных: ${String(count)} ${plural(count, 'событие', 'события', 'событий')}`;
  const greeting = `Здравствуйте, ${content.recipientName}!`;
  const intro = 'В каталогах, на которые вы подписаны, произошло:';
  const sections = groups(content.notifications).map(({ first, items }) => {
    const where = first.directoryName ?? 'Корень';
    const link = first.directoryId
      ? `${content.appUrl}directories/${first.directoryId}`
      : `${content.appUrl}directories`;
    const lines = items.slice(0, LISTED).map((item) => `${item.itemName} — ${item.actorName}`);
    if (items.length > LISTED) lines.push(`и ещё ${String(items.length - LISTED)}`);
    return { title: `${EVENT_NAMES[first.eventType] ?? ''} — ${String(items.length)}: ${where}`, link, lines };
  });
  const unsubscribe =
    'Подписки настраиваются в панели уведомлений каталога; отключить эти письма может администратор в карточке пользователя.';
  return {
    to: content.to,
    subject,
    text: [
      greeting,
      '',
      intro,
      '',
      ...sections.flatMap((section) => [section.title, ...section.lines.map((line) => `  ${line}`), section.link, '']),
      unsubscribe,
      '',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      ...sections.map(
        (section) =>
          `<h3><a href="${escapeHtml(section.link)}">${escapeHtml(section.title)}</a></h3>` +
          `<ul>${section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      ),
      `<p>${escapeHtml(unsubscribe)}</p>`,
    ].join('\n'),
  };
}
