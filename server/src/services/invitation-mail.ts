import type { OutgoingMail } from '../plugins/mailer';

/** The invitation e-mail (platform.md §2.4), in Russian, as text and as HTML with the same content. */
export interface InvitationMailContent {
  to: string;
  inviteeName: string;
  inviterName: string;
  /** The local provider's page to set a password, or the app's address (an external provider signs in). */
  link: string;
  kind: 'set-password' | 'sign-in';
  login: string;
  /** Days the set-password link lasts. */
  days: number;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function invitationMail(content: InvitationMailContent): OutgoingMail {
  const greeting = `Здравствуйте, ${content.inviteeName}!`;
  const invited = `${content.inviterName} приглашает вас в среду общих данных проекта.`;
  const action =
    content.kind === 'set-password'
      ? `Чтобы начать работу, задайте пароль по ссылке (она действует ${String(content.days)} дня и только один раз):`
      : 'Чтобы начать работу, войдите через корпоративную учётную запись с этим адресом электронной почты:';
  const login = `Ваш логин: ${content.login}`;
  const ignore = 'Если вы не ждали этого письма, просто удалите его.';
  return {
    to: content.to,
    subject: 'Приглашение в среду общих данных',
    text: [greeting, '', invited, action, content.link, '', login, '', ignore, ''].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(invited)}<br>${escapeHtml(action)}</p>`,
      `<p><a href="${escapeHtml(content.link)}">${escapeHtml(content.link)}</a></p>`,
      `<p>${escapeHtml(login)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
