import { createHash } from 'node:crypto';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

// One small stylesheet for every page; inline so the mock works offline and needs no asset route.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
main{width:100%;max-width:360px;margin:16px;padding:32px;background:#fff;border-radius:8px;
  box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 24px;font-size:1.5rem;font-weight:600}
label{display:block;margin-bottom:4px;font-weight:500}
input{display:block;width:100%;margin-bottom:16px;padding:8px 12px;font:inherit;border:1px solid #adb5bd;border-radius:4px}
input:focus,button:focus{outline:3px solid #74c0fc;outline-offset:1px}
input[aria-invalid="true"]{border-color:#c92a2a}
button{width:100%;padding:10px 16px;font:inherit;font-weight:600;color:#fff;background:#1971c2;border:0;border-radius:4px;cursor:pointer}
button:hover{background:#1864ab}
.error{margin:0 0 16px;padding:8px 12px;color:#c92a2a;background:#fff5f5;border:1px solid #ffc9c9;border-radius:4px}
`;

const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The content security policy of the sign-in pages: nothing but their own inline style and the logout page's one
 * script (allowed by hash), forms sent to the provider itself and, after sign-in or logout, on to the app's origins.
 */
export function signInPageCsp(appOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${sha256Source(STYLE)}`,
    `script-src ${sha256Source(LOGOUT_SCRIPT)}`,
    "img-src 'self'",
    `form-action 'self' ${appOrigins.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function layout(title: string, body: string, script = ''): string {
  return `<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>${script}
</body>
</html>`;
}

export interface LoginPageOptions {
  /** Form target, e.g. `/interaction/<uid>/login`. */
  action: string;
  /** Login typed in the failed attempt, so the user corrects only the password. */
  login?: string;
  error?: string;
}

export function renderLoginPage({ action, login = '', error }: LoginPageOptions): string {
  const invalid = error === undefined ? '' : ' aria-invalid="true" aria-describedby="login-error"';
  const errorBlock =
    error === undefined ? '' : `<p id="login-error" class="error" role="alert">${escapeHtml(error)}</p>\n`;
  return layout(
    'Вход в систему',
    `<h1>Вход в систему</h1>
${errorBlock}<form method="post" action="${escapeHtml(action)}">
<label for="login">Логин</label>
<input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required${
      login === '' ? ' autofocus' : ''
    } value="${escapeHtml(login)}"${invalid}>
<label for="password">Пароль</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${
      login === '' ? '' : ' autofocus'
    }${invalid}>
<button type="submit">Войти</button>
</form>`,
  );
}

/**
 * `form` is the provider's own logout form (it carries the anti-CSRF token). It gets `logout=yes`
 * so the whole single sign-on session ends, not only the calling application's part of it.
 */
export function renderLogoutPage(form: string): string {
  const fullLogoutForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout(
    'Выход из системы',
    `<h1>Выход из системы</h1>
${fullLogoutForm}
<p>Выполняется выход…</p>
<button type="submit" form="op.logoutForm">Выйти</button>`,
    // The button stays visible for browsers without JavaScript; the script spares everyone else the click.
    `\n<script>${LOGOUT_SCRIPT}</script>`,
  );
}

export function renderLoggedOutPage(): string {
  return layout(
    'Вы вышли из системы',
    `<h1>Вы вышли из системы</h1>
<p>Сеанс завершён. Эту вкладку можно закрыть.</p>`,
  );
}

export function renderErrorPage(title: string, message: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

export interface SetPasswordPageOptions {
  action: string;
  token: string;
  displayName: string;
  login: string;
  error?: string;
}

export function renderSetPasswordPage({ action, token, displayName, login, error }: SetPasswordPageOptions): string {
  const invalid = error === undefined ? '' : ' aria-invalid="true" aria-describedby="password-error"';
  const errorBlock =
    error === undefined ? '' : `<p id="password-error" class="error" role="alert">${escapeHtml(error)}</p>\n`;
  return layout(
    'Установка пароля',
    `<h1>Установка пароля</h1>
<p>${escapeHtml(displayName)}, придумайте пароль для входа. Логин: <strong>${escapeHtml(login)}</strong>.</p>
${errorBlock}<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="text" name="username" autocomplete="username" value="${escapeHtml(login)}" hidden>
<label for="password">Пароль</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="128" autofocus${invalid}>
<label for="confirmation">Повторите пароль</label>
<input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required${invalid}>
<button type="submit">Сохранить пароль</button>
</form>`,
  );
}

export function renderPasswordSetPage({ login, appUrl }: { login: string; appUrl: string }): string {
  return layout(
    'Пароль сохранён',
    `<h1>Пароль сохранён</h1>
<p>Теперь вы можете войти с логином <strong>${escapeHtml(login)}</strong> и новым паролем.</p>
<p><a href="${escapeHtml(appUrl)}">Перейти к входу</a></p>`,
  );
}
