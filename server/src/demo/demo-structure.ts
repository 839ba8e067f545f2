import { demoDxf } from './demo-drawing';
import { demoDocx, demoPdf, demoText, demoZip } from './demo-files';
import { demoIfc } from './demo-model';

/**
 * What the demo installation holds (README «Demo»): the security groups, the structure (skeleton) and the directories
 * made from it, with their files. The seeding itself is demo-project.ts.
 */

export interface DemoRemark {
  text: string;
  by: string;
  done?: boolean;
  comments?: { text: string; by: string }[];
}

export interface DemoFile {
  name: string;
  type: string;
  /** The versions' contents, oldest first; one made when it is uploaded (a zip) as a function. */
  versions: (Uint8Array<ArrayBuffer> | (() => Promise<Uint8Array<ArrayBuffer>>))[];
  author: string;
  remarks?: DemoRemark[];
  /** Who agrees the document once its remarks are done. */
  agreedBy?: string;
}

/**
 * A directory of the demo: made with «Add {entity}» from a creatable entity of the structure, or (without `entity`) one
 * the structure made itself, found by its name.
 */
export interface DemoDirectory {
  name: string;
  entity?: string;
  metadata?: { key: string; value: string }[];
  children?: DemoDirectory[];
  files?: DemoFile[];
}

/** An entity of the demo's structure; its security groups (by name) govern the directories made from it. */
export interface DemoEntity {
  name: string;
  description?: string;
  creatable?: true;
  groups?: string[];
  pin?: { shortName: string; priority: number };
  /** Only the structure's «Add …» below: no free directories. */
  structureOnly?: true;
  metadata?: { key: string; value: string | null }[];
  children?: DemoEntity[];
}

export interface DemoGroup {
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
const PARTICIPANTS = 'Участники проекта';

/**
 * Who works where in the demo (docs/access-control.md): each account sees the directories its groups have points on
 * (and the path to them) and may do there what the groups allow; the administrator and the developer see everything.
 */
export const DEMO_GROUPS: readonly DemoGroup[] = [
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
  {
    name: PARTICIPANTS,
    description: 'Все участники проекта: чтение нормативной документации',
    members: ['admin', 'staff', 'contractor', 'external', 'user'],
    operations: [],
  },
];

const PROJECT_ENTITY = 'Объект строительства';
const DESIGN_SECTION = 'Раздел проектной документации';
const WORKING_SET = 'Комплект рабочей документации';
const MARK = [{ key: 'Марка', value: null }];

/**
 * The structure every project of the demo organisation is made from (ISO 19650 style: permits, design, working
 * documentation, as-built, information model, surveys), and the library of standards pinned for everybody.
 */
export const DEMO_STRUCTURE: readonly DemoEntity[] = [
  {
    name: PROJECT_ENTITY,
    description: 'Проект: разделы по стадиям, исполнительная документация, информационная модель и изыскания',
    creatable: true,
    // The general designer's team keeps the project's own papers (minutes of meetings) with the management.
    groups: [MANAGERS, DESIGNERS],
    metadata: [{ key: 'Шифр', value: null }],
    children: [
      { name: '01 Исходно-разрешительная документация', groups: [MANAGERS, DESIGNERS] },
      {
        name: '02 Проектная документация',
        groups: [MANAGERS, DESIGNERS],
        structureOnly: true,
        children: [{ name: DESIGN_SECTION, creatable: true, metadata: MARK }],
      },
      {
        name: '03 Рабочая документация',
        groups: [MANAGERS, DESIGNERS, SUPERVISION],
        structureOnly: true,
        children: [{ name: WORKING_SET, creatable: true, metadata: MARK }],
      },
      { name: '04 Исполнительная документация', groups: [MANAGERS, CONTRACTOR] },
      { name: '05 Информационная модель', groups: [MANAGERS, DESIGNERS] },
      { name: '06 Инженерные изыскания', groups: [MANAGERS, DESIGNERS, SURVEYORS] },
    ],
  },
  {
    name: 'Нормативная документация',
    description: 'Своды правил и стандарты, общие для всех проектов',
    groups: [MANAGERS, PARTICIPANTS],
    pin: { shortName: 'НД', priority: 1 },
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

/** A residential building's project as a Russian general designer would file it, made from the structure. */
const DEMO_PROJECT: DemoDirectory = {
  name: 'ЖК «Северный квартал». Корпус 2',
  entity: PROJECT_ENTITY,
  metadata: [{ key: 'Шифр', value: 'СК-2' }],
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
    {
      name: 'Задание на проектирование.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      versions: [
        demoDocx([
          'Задание на проектирование. ЖК «Северный квартал», корпус 2',
          '1. Вид строительства: новое строительство.',
          '2. Этажность: 17 этажей, подвал, технический чердак.',
          '3. Конструктивная схема: монолитный железобетонный каркас на свайном основании.',
          '4. Стадии проектирования: проектная документация (П), рабочая документация (Р).',
          '5. Сроки: проектная документация — до 15.12.2026, рабочая — до 30.03.2027.',
          '\fПриложение 1. Состав проектной документации',
          'Раздел 1. Пояснительная записка (ПЗ).',
          'Раздел 3. Архитектурные решения (АР).',
          'Раздел 4. Конструктивные решения (КР).',
        ]),
      ],
      author: 'admin',
    },
  ],
  children: [
    {
      name: '01 Исходно-разрешительная документация',
      files: [
        pdf('ГПЗУ RU77-102000-031215.pdf', 'admin', ['Town-planning plan of the land plot', 'RU77-102000-031215']),
        pdf('ТУ на подключение к водоснабжению.pdf', 'staff', ['Technical conditions: water supply', 'No. 21-4471']),
      ],
    },
    {
      name: '02 Проектная документация',
      children: [
        {
          name: 'АР Архитектурные решения',
          entity: DESIGN_SECTION,
          metadata: [{ key: 'Марка', value: 'АР' }],
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
          entity: DESIGN_SECTION,
          metadata: [{ key: 'Марка', value: 'КР' }],
          files: [
            reviewed(pdf('КР-01 Фундаменты.pdf', 'staff', ['KR-01 Foundations', 'Pile field, 214 piles']), {
              remarks: [{ text: 'Проверить шаг свай у деформационного шва', by: 'admin', done: true }],
              agreedBy: 'admin',
            }),
          ],
        },
        {
          name: 'ОВ Отопление и вентиляция',
          entity: DESIGN_SECTION,
          metadata: [{ key: 'Марка', value: 'ОВ' }],
          files: [pdf('ОВ-01 Отопление.pdf', 'staff', ['OV-01 Heating'])],
        },
        { name: 'ВК Водоснабжение и канализация', entity: DESIGN_SECTION, metadata: [{ key: 'Марка', value: 'ВК' }] },
      ],
    },
    {
      name: '03 Рабочая документация',
      children: [
        {
          name: 'АР Рабочие чертежи',
          entity: WORKING_SET,
          metadata: [{ key: 'Марка', value: 'АР' }],
          files: [
            reviewed(pdf('АР-Р-01 Кладочные планы.pdf', 'staff', ['AR-R-01 Masonry plans', 'Stage R, revision 0']), {
              remarks: [{ text: 'Уточнить перевязку кладки в осях 3–4', by: 'user' }],
            }),
            { name: 'АР-Р-02 План 1 этажа.dxf', type: 'image/vnd.dxf', versions: [demoDxf()], author: 'staff' },
          ],
        },
      ],
    },
    {
      name: '04 Исполнительная документация',
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
      files: [
        {
          name: 'Корпус 2 АР.ifc',
          type: 'application/octet-stream',
          versions: [demoIfc('Korpus 2 AR, stage P', 2), demoIfc('Korpus 2 AR, stage R', 3)],
          author: 'staff',
        },
      ],
    },
    {
      name: '06 Инженерные изыскания',
      files: [
        pdf('Технический отчёт по инженерно-геологическим изысканиям.pdf', 'admin', [
          'Engineering-geological survey report',
          '12 boreholes, 25 m deep',
        ]),
        {
          name: 'Приложения к отчёту ИГИ.zip',
          type: 'application/zip',
          versions: [
            () =>
              demoZip({
                'Пояснительная записка.pdf': demoPdf(['Explanatory note to the survey report']),
                'Колонки скважин/Скважина 1.pdf': demoPdf(['Borehole 1 log', 'Depth 25 m']),
                'Колонки скважин/Скважина 2.pdf': demoPdf(['Borehole 2 log', 'Depth 25 m']),
                'Лабораторные испытания/Грунты.csv': demoText('Проба;Глубина, м;Влажность, %\n1;2,0;18\n2;6,5;21\n'),
              }),
          ],
          author: 'admin',
        },
      ],
    },
  ],
};

/** The library the structure makes at the top level, with a standard in it. */
const DEMO_LIBRARY: DemoDirectory = {
  name: 'Нормативная документация',
  files: [
    pdf('СП 63.13330.2018 Бетонные и железобетонные конструкции.pdf', 'admin', [
      'SP 63.13330.2018 Concrete and reinforced concrete structures',
      'Basic rules',
    ]),
  ],
};

/** The demo's directories, top-level first. */
export const DEMO_DIRECTORIES: readonly DemoDirectory[] = [DEMO_PROJECT, DEMO_LIBRARY];
