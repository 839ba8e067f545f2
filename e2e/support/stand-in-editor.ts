import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A stand-in for Collabora Online in the e2e runs (docs/office-editing.md): no Collabora server runs on these
 * machines. It offers a discovery for `.odt` only (the other office formats keep the PDF view the viewer journeys
 * test), and an editor page that does what the real editor does at the host's boundary: its server reads the file
 * through WOPI (CheckFileInfo, Lock, GetFile) and saves it (PutFile under the lock); its page posts the documented frame
 * messages (Document_Loaded, UI_Save, Action_Save_Resp) to the app's origin, and saves on Action_Save.
 */
export const STAND_IN_EXTENSION = 'odt';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${String(char.codePointAt(0) ?? 0)};`);

function discovery(origin: string): string {
  const urlsrc = `${origin}/browser/stand-in/cool.html?`;
  return `<?xml version="1.0" encoding="utf-8"?>
<wopi-discovery><net-zone name="external-http">
<app name="writer">
<action default="true" ext="${STAND_IN_EXTENSION}" name="edit" urlsrc="${urlsrc}"/>
</app>
</net-zone></wopi-discovery>`;
}

interface FileInfo {
  BaseFileName: string;
  UserCanWrite: boolean;
  UserFriendlyName: string;
  PostMessageOrigin: string;
}

/** The page in the frame: the file's text, editable when the host allows it, and the frame messages. */
function editorPage(state: { wopiSrc: string; token: string; lock: string; info: FileInfo; text: string }): string {
  const { info } = state;
  const json = JSON.stringify({ ...state, text: undefined }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(info.BaseFileName)} — стенд редактора</title>
<style>body{font-family:sans-serif;margin:12px}textarea{width:100%;height:50vh;box-sizing:border-box}</style></head>
<body>
<h1 style="font-size:16px">Стенд редактора: ${escapeHtml(info.BaseFileName)}</h1>
<p>${escapeHtml(info.UserFriendlyName)} · ${info.UserCanWrite ? 'редактирование' : 'только просмотр'}</p>
<textarea aria-label="Текст документа"${info.UserCanWrite ? '' : ' readonly'}>${escapeHtml(state.text)}</textarea>
${info.UserCanWrite ? '<button type="button" id="save">Сохранить</button>' : ''}
<p id="status" role="status"></p>
<script>
const state = ${json};
const post = (id, values) => parent.postMessage(JSON.stringify({ MessageId: id, SendTime: Date.now(), Values: values || {} }), state.info.PostMessageOrigin);
const status = document.getElementById('status');
window.addEventListener('message', async (event) => {
  if (event.origin !== state.info.PostMessageOrigin) return;
  const message = JSON.parse(event.data);
  if (message.MessageId === 'Host_PostmessageReady') status.textContent = 'Хост готов';
  if (message.MessageId === 'Action_Save') {
    const text = document.querySelector('textarea').value;
    const response = await fetch('/save', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ wopiSrc: state.wopiSrc, token: state.token, lock: state.lock, text }) });
    status.textContent = response.ok ? 'Сохранено' : 'Не сохранено: ' + response.status;
    post('Action_Save_Resp', { success: response.ok });
  }
});
document.getElementById('save')?.addEventListener('click', () => post('UI_Save'));
post('App_LoadingStatus', { Status: 'Document_Loaded' });
</script>
</body></html>`;
}

async function openEditor(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const wopiSrc = url.searchParams.get('WOPISrc') ?? '';
  const token = new URLSearchParams(await readBody(request)).get('access_token') ?? '';
  const address = (suffix: string) => `${wopiSrc}${suffix}?access_token=${encodeURIComponent(token)}`;
  const infoAnswer = await fetch(address(''));
  if (!infoAnswer.ok) {
    response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(`CheckFileInfo: ${infoAnswer.status}`);
    return;
  }
  const info = (await infoAnswer.json()) as FileInfo;
  const lock = `stand-in-${randomUUID()}`;
  if (info.UserCanWrite)
    await fetch(address(''), { method: 'POST', headers: { 'x-wopi-override': 'LOCK', 'x-wopi-lock': lock } });
  const text = await (await fetch(address('/contents'))).text();
  response
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(editorPage({ wopiSrc, token, lock, info, text }));
}

async function save(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { wopiSrc, token, lock, text } = JSON.parse(await readBody(request)) as Record<string, string>;
  const answer = await fetch(`${wopiSrc ?? ''}/contents?access_token=${encodeURIComponent(token ?? '')}`, {
    method: 'POST',
    headers: { 'x-wopi-override': 'PUT', 'x-wopi-lock': lock ?? '', 'content-type': 'application/octet-stream' },
    body: text ?? '',
  });
  response.writeHead(answer.status).end();
}

/** Starts the stand-in on the port; resolves to its closing. */
export async function startStandInEditor(host: string, port: number): Promise<() => Promise<void>> {
  const origin = `http://${host}:${String(port)}`;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const fail = (error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error));
    };
    if (request.method === 'GET' && url.pathname === '/hosting/discovery')
      response.writeHead(200, { 'content-type': 'text/xml' }).end(discovery(origin));
    else if (request.method === 'POST' && url.pathname === '/browser/stand-in/cool.html')
      openEditor(request, response, url).catch(fail);
    else if (request.method === 'POST' && url.pathname === '/save') save(request, response).catch(fail);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
}
