import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { AccountDirectory } from './account-directory';
import { readForm, sendHtml } from './http-forms';
import { renderErrorPage, renderPasswordSetPage, renderSetPasswordPage } from './pages';

/** The rules of platform.md §5 for the password field («Пароль»): required, 8 to 128 characters, confirmed. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const passwordForm = z
  .object({
    password: z
      .string()
      .min(1, 'Поле «Пароль» обязательно для заполнения')
      .min(PASSWORD_MIN_LENGTH, `Поле «Пароль» должно содержать не меньше ${String(PASSWORD_MIN_LENGTH)} символов`)
      .max(PASSWORD_MAX_LENGTH, `Поле «Пароль» должно содержать не больше ${String(PASSWORD_MAX_LENGTH)} символов`),
    confirmation: z.string(),
  })
  .refine((form) => form.password === form.confirmation, {
    message: 'Пароли не совпадают',
    path: ['confirmation'],
  });

/** The first message the form's values break, or none. */
export function passwordFormError(values: { password: string; confirmation: string }): string | undefined {
  const result = passwordForm.safeParse(values);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const INVALID_LINK = 'Ссылка недействительна: она уже использована или устарела. Попросите прислать новое приглашение.';

/**
 * The page behind the one-time link of an invitation (or of the first administrator): the person chooses a password,
 * and the link is used up (docs/sign-in.md). GET shows the form, POST sets the password.
 */
export async function handleSetPassword(
  accounts: AccountDirectory,
  req: IncomingMessage,
  res: ServerResponse,
  { action, appUrl }: { action: string; appUrl: string },
): Promise<void> {
  const [status, page] = await setPasswordPage(accounts, req, action, appUrl);
  sendHtml(res, status, page);
}

async function setPasswordPage(
  accounts: AccountDirectory,
  req: IncomingMessage,
  action: string,
  appUrl: string,
): Promise<[number, string]> {
  const invalidLink: [number, string] = [410, renderErrorPage('Установка пароля', INVALID_LINK)];
  if (req.method === 'GET') {
    const token = new URL(req.url ?? '/', 'http://provider.local').searchParams.get('token') ?? '';
    const owner = await accounts.linkOwner(token);
    return owner ? [200, renderSetPasswordPage({ action, token, ...owner })] : invalidLink;
  }
  if (req.method !== 'POST') return [405, renderErrorPage('Установка пароля', 'Метод не поддерживается.')];
  const form = await readForm(req);
  const token = form.get('token') ?? '';
  const owner = await accounts.linkOwner(token);
  if (!owner) return invalidLink;
  const password = form.get('password') ?? '';
  const error = passwordFormError({ password, confirmation: form.get('confirmation') ?? '' });
  if (error) return [200, renderSetPasswordPage({ action, token, ...owner, error })];
  if ((await accounts.setPassword(token, password)) !== 'done') return invalidLink;
  return [200, renderPasswordSetPage({ login: owner.login, appUrl })];
}
