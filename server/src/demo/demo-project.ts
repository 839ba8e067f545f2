import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildServer } from '../app';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { findAccountByLogin, SEEDED_ACCOUNTS, type SeededAccount } from '../oidc/accounts';
import type { RequestAccount } from '../plugins/auth';
import { demoIfc, demoPdf, demoText } from './demo-files';

interface DemoRemark {
  text: string;
  by: string;
  done?: boolean;
  comments?: { text: string; by: string }[];
}

interface DemoFile {
  name: string;
  type: string;
  /** The versions' contents, oldest first. */
  versions: Uint8Array<ArrayBuffer>[];
  author: string;
  remarks?: DemoRemark[];
  /** Who agrees the document once its remarks are done. */
  agreedBy?: string;
}

interface DemoDirectory {
  name: string;
  /** The security groups (by name) given points on this directory: who sees it and what they may do there. */
  groups?: string[];
  children?: DemoDirectory[];
  files?: DemoFile[];
}

interface DemoGroup {
  name: string;
  description: string;
  /** Logins of the seeded accounts. */
  members: string[];
  operations: string[];
}

const ALL_OPERATIONS = [
  'CreateFiles',
  'UpdateFiles',
  'DeleteFiles',
  'StructureControl',
  'DocumentFlow',
  'DocumentFlowAgreement',
  'PermissionControl',
];

const MANAGERS = 'Руководители проекта';
const DESIGNERS = 'Проектировщики';
const CONTRACTOR = 'Генподрядчик';
const SURVEYORS = 'Изыскатели';
const SUPERVISION = 'Технический надзор';

/**
 * Who works where in the demo (docs/access-control.md): each account sees the directories its groups have points on
 * (and the path to them) and may do there what the groups allow; the administrator and the developer see everything.
 */
const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    name: MANAGERS,
    description: 'Главный инженер проекта и его заместители: все права в проекте, включая права доступа',
    members: ['admin'],
    operations: ALL_OPERATIONS,
  },
  {
    name: DESIGNERS,
    description: 'Архитекторы и конструкторы генерального проектировщика; ГИП согласует разделы',
    members: ['staff'],
    operations: ['CreateFiles', 'UpdateFiles', 'DeleteFiles', 'DocumentFlow', 'DocumentFlowAgreement'],
  },
  {
    name: CONTRACTOR,
    description: 'ООО «СтройМонтаж»: исполнительная документация',
    members: ['contractor'],
    operations: ['CreateFiles', 'UpdateFiles', 'DocumentFlow'],
  },
  {
    name: SURVEYORS,
    description: 'ООО «ГеоИзыскания»: результаты инженерных изысканий, только чтение',
    members: ['external'],
    operations: [],
  },
  {
    name: SUPERVISION,
    description: 'Технический надзор заказчика: замечания и согласование рабочей документации',
    members: ['user'],
    operations: ['DocumentFlow', 'DocumentFlowAgreement'],
  },
];

const PDF = 'application/pdf';
const pdf = (name: string, author: string, ...sheets: string[][]): DemoFile => ({
  name,
  type: PDF,
  versions: sheets.map((lines) => demoPdf(lines)),
  author,
});
const reviewed = (file: DemoFile, review: Pick<DemoFile, 'remarks' | 'agreedBy'>): DemoFile => ({ ...file, ...review });

/** A residential building's project as a Russian general designer would file it. */
const DEMO_PROJECT: DemoDirectory = {
  name: 'ЖК «Северный квартал». Корпус 2',
  // The general designer's team keeps the project's own papers (minutes of meetings) with the management.
  groups: [MANAGERS, DESIGNERS],
  files: [
    {
      name: 'Протокол совещания 14.11.2026.txt',
      type: 'text/plain',
      versions: [
        demoText(
          'Протокол совещания по проекту ЖК «Северный квартал», корпус 2\n\n' +
            '1. Принять планировку 1 этажа с замечаниями ГИП.\n' +
            '2. Подрядчику передать исполнительную документацию по фундаментам до 28.11.2026.\n',
        ),
      ],
      author: 'admin',
    },
  ],
  children: [
    {
      name: '01 Исходно-разрешительная документация',
      groups: [MANAGERS, DESIGNERS],
      files: [
        pdf('ГПЗУ RU77-102000-031215.pdf', 'admin', ['Town-planning plan of the land plot', 'RU77-102000-031215']),
        pdf('ТУ на подключение к водоснабжению.pdf', 'staff', ['Technical conditions: water supply', 'No. 21-4471']),
      ],
    },
    {
      name: '02 Проектная документация',
      groups: [MANAGERS, DESIGNERS],
      children: [
        {
          name: 'АР Архитектурные решения',
          files: [
            reviewed(
              pdf(
                'АР-01 План 1 этажа.pdf',
                'staff',
                ['AR-01 Ground floor plan', 'Revision 0'],
                ['AR-01 Ground floor plan', 'Revision 1: lobby widened to 6.0 m'],
              ),
              {
                remarks: [
                  {
                    text: 'Расширить вестибюль до 6 м по оси Б',
                    by: 'admin',
                    done: true,
                    comments: [{ text: 'Исправлено в версии 2, лист 1.', by: 'staff' }],
                  },
                  {
                    text: 'Указать отметки чистого пола в санузлах',
                    by: 'admin',
                    comments: [{ text: 'Добавим после согласования с ВК.', by: 'staff' }],
                  },
                ],
              },
            ),
            pdf('АР-02 Фасады.pdf', 'staff', ['AR-02 Facades', 'Revision 0']),
          ],
        },
        {
          name: 'КР Конструктивные решения',
          files: [
            reviewed(pdf('КР-01 Фундаменты.pdf', 'staff', ['KR-01 Foundations', 'Pile field, 214 piles']), {
              remarks: [{ text: 'Проверить шаг свай у деформационного шва', by: 'admin', done: true }],
              agreedBy: 'admin',
            }),
          ],
        },
        { name: 'ОВ Отопление и вентиляция', files: [pdf('ОВ-01 Отопление.pdf', 'staff', ['OV-01 Heating'])] },
        { name: 'ВК Водоснабжение и канализация' },
      ],
    },
    {
      name: '03 Рабочая документация',
      groups: [MANAGERS, DESIGNERS, SUPERVISION],
      children: [
        {
          name: 'АР Рабочие чертежи',
          files: [
            reviewed(pdf('АР-Р-01 Кладочные планы.pdf', 'staff', ['AR-R-01 Masonry plans', 'Stage R, revision 0']), {
              remarks: [{ text: 'Уточнить перевязку кладки в осях 3–4', by: 'user' }],
            }),
          ],
        },
      ],
    },
    {
      name: '04 Исполнительная документация',
      groups: [MANAGERS, CONTRACTOR],
      files: [
        pdf('Акт освидетельствования скрытых работ №12.pdf', 'contractor', ['Hidden works certificate No. 12']),
        {
          name: 'Журнал бетонных работ.csv',
          type: 'text/csv',
          versions: [
            demoText('Дата;Конструкция;Объём, м3\n2026-10-02;Ростверк Рм-1;48\n2026-10-09;Ростверк Рм-2;52\n'),
          ],
          author: 'contractor',
        },
      ],
    },
    {
      name: '05 Информационная модель',
      groups: [MANAGERS, DESIGNERS],
      files: [
        {
          name: 'Корпус 2 АР.ifc',
          type: 'application/octet-stream',
          versions: [demoIfc('Korpus 2 AR, stage P'), demoIfc('Korpus 2 AR, stage R')],
          author: 'staff',
        },
      ],
    },
    {
      name: '06 Инженерные изыскания',
      groups: [MANAGERS, DESIGNERS, SURVEYORS],
      files: [
        pdf('Технический отчёт по инженерно-геологическим изысканиям.pdf', 'admin', [
          'Engineering-geological survey report',
          '12 boreholes, 25 m deep',
        ]),
      ],
    },
  ],
};

const SEED_TOKEN = 'demo-seed:';

function requestAccount(account: SeededAccount): RequestAccount {
  return { id: account.id, displayName: account.displayName, email: account.email, roles: account.roles };
}

function seedAccount(login: string): SeededAccount {
  const account = findAccountByLogin(login);
  if (!account) throw new Error(`The demo project names an unknown account: ${login}`);
  return account;
}

/**
 * Fills an empty installation with the demo project through the API itself (an instance that never listens, whose
 * tokens are the seeded accounts' logins), so the demo obeys every rule of the contract and records its events.
 * Returns false, changing nothing, when the installation already holds directories or security groups.
 */
export async function createDemoProject(options: { config: ServerConfig; db: Db; blobDir: string }): Promise<boolean> {
  const directory = await options.db.selectFrom('directories').select('id').limit(1).executeTakeFirst();
  const group = await options.db.selectFrom('security_groups').select('id').limit(1).executeTakeFirst();
  if (directory ?? group) return false;
  const seeder = await buildServer({
    ...options,
    verifier: (token) => Promise.resolve(requestAccount(seedAccount(token.slice(SEED_TOKEN.length)))),
  });
  try {
    // Every demo account signs in once, so that the server knows it (and can make it a group member) whatever
    // provider signs people in; the demo gives nobody default groups.
    for (const account of SEEDED_ACCOUNTS) await call(seeder, account.login, { method: 'GET', url: '/v1/application' });
    await call(seeder, 'admin', {
      method: 'PUT',
      url: '/v1/settings/domain-auth/default-security-group',
      payload: [],
    });
    const directories = new Map<DemoDirectory, string>();
    await createDirectories(seeder, DEMO_PROJECT, null, directories);
    const groups = await createGroups(seeder);
    for (const [node, id] of directories) {
      if (!node.groups) continue;
      await call(seeder, 'admin', {
        method: 'PUT',
        url: `/v1/directories/${id}/security-points/replace`,
        payload: node.groups.map((name) => groupId(groups, name)),
      });
    }
    // The files come once everybody's rights are in place, each from its author.
    for (const [node, id] of directories) for (const file of node.files ?? []) await uploadFile(seeder, file, id);
  } finally {
    await seeder.close();
  }
  return true;
}

async function call<T>(
  seeder: FastifyInstance,
  login: string,
  request: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: InjectOptions['payload'] },
): Promise<T> {
  const response = await seeder.inject({ ...request, headers: { authorization: `Bearer ${SEED_TOKEN}${login}` } });
  if (response.statusCode >= 300) {
    throw new Error(`The demo project could not be created: ${request.url} answered ${response.body}`);
  }
  if (response.statusCode === 204) return undefined as T;
  // Some operations answer the entity, others the `{ data }` envelope (the contract keeps the original API's shapes).
  const body = response.json<T | { data: T }>();
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
}

/** The directories of the tree, parents first, each remembered with the node it was made from. */
async function createDirectories(
  seeder: FastifyInstance,
  node: DemoDirectory,
  parentId: string | null,
  made: Map<DemoDirectory, string>,
) {
  const { id } = await call<{ id: string }>(seeder, 'admin', {
    method: 'POST',
    url: '/v1/directories',
    payload: { name: node.name, parentId },
  });
  made.set(node, id);
  for (const child of node.children ?? []) await createDirectories(seeder, child, id, made);
}

async function createGroups(seeder: FastifyInstance): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const group of DEMO_GROUPS) {
    const { id } = await call<{ id: string }>(seeder, 'admin', {
      method: 'POST',
      url: '/v1/security-groups',
      payload: {
        name: group.name,
        description: group.description,
        members: group.members.map((login) => seedAccount(login).id),
        operations: group.operations,
      },
    });
    ids.set(group.name, id);
  }
  return ids;
}

function groupId(groups: ReadonlyMap<string, string>, name: string): string {
  const id = groups.get(name);
  if (!id) throw new Error(`The demo project names an unknown security group: ${name}`);
  return id;
}

async function uploadFile(seeder: FastifyInstance, file: DemoFile, directoryId: string) {
  const [first, ...later] = file.versions;
  if (!first) return;
  const form = (content: Uint8Array<ArrayBuffer>, fields: Record<string, string>) => {
    const body = new FormData();
    body.append('file', new Blob([content], { type: file.type }), file.name);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const document = await call<{ id: string }>(seeder, file.author, {
    method: 'POST',
    url: '/v1/documents',
    payload: form(first, { parentDirectoryId: directoryId }),
  });
  for (const content of later) {
    await call(seeder, file.author, {
      method: 'POST',
      url: `/v1/documents/${document.id}/versions`,
      payload: form(content, { documentId: document.id }),
    });
  }
  for (const remark of file.remarks ?? []) await addRemark(seeder, document.id, remark);
  if (file.agreedBy) {
    await call(seeder, file.agreedBy, {
      method: 'POST',
      url: `/v1/documents/${document.id}/agree`,
      payload: undefined,
    });
  }
}

async function addRemark(seeder: FastifyInstance, documentId: string, remark: DemoRemark) {
  const url = `/v1/documents/${documentId}/notes`;
  const [note] = await call<{ id: string }[]>(seeder, remark.by, {
    method: 'POST',
    url,
    payload: { comments: [remark.text] },
  });
  if (!note) throw new Error(`The demo remark «${remark.text}» was not created.`);
  for (const comment of remark.comments ?? []) {
    await call(seeder, comment.by, {
      method: 'POST',
      url: `${url}/${note.id}/comments`,
      payload: { comment: comment.text },
    });
  }
  if (remark.done)
    await call(seeder, remark.by, { method: 'POST', url: `${url}/${note.id}/toggle`, payload: undefined });
}
