import { setTimeout as sleep } from 'node:timers/promises';
import yazl from 'yazl';
import type { Answer } from '../kit-client';
import { field, kitDirectory, makeDirectory, type Scenario, uploadFile } from './scenario';

const README = 'Conformance kit: a file inside an archive.\n';

/** A small zip of two files, made here so that the kit needs no file of its own. */
async function sampleZip(): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(README), 'readme.txt');
  zip.addBuffer(Buffer.from('Схема 1\n'), 'Чертежи/схема.txt');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The smallest IFC file a model service should take: a project with no geometry. */
const IFC = [
  'ISO-10303-21;',
  "HEADER;FILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');",
  "FILE_NAME('kit.ifc','2026-11-25T00:00:00',(''),(''),'','','');FILE_SCHEMA(('IFC4'));ENDSEC;",
  "DATA;#1=IFCPROJECT('0YvctVUKr0kugbFTf53O9L',$,'Conformance',$,$,$,$,$,$);ENDSEC;",
  'END-ISO-10303-21;',
].join('\n');

/** A one-page PDF with a line of text, small enough to write out here. */
function samplePdf(): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 24 Tf 72 760 Td (Conformance) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  return `${body}trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
}

/** The smallest DXF a drawing viewer draws: one line on layer 0. */
const SAMPLE_DXF = [
  '0',
  'SECTION',
  '2',
  'ENTITIES',
  '0',
  'LINE',
  '8',
  '0',
  '10',
  '0',
  '20',
  '0',
  '11',
  '100',
  '21',
  '50',
]
  .concat(['0', 'ENDSEC', '0', 'EOF', ''])
  .join('\n');

/** How long the kit waits for a model service to give a version its model id. */
const MODEL_WAIT_MS = 60_000;

/** The archive browser, the office session and the model service, on documents made for them. */
export const viewersScenario: Scenario = {
  name: 'viewers',
  operations: [
    'getArchiveContent',
    'downloadArchiveFile',
    'getVersionPdf',
    'getVersionDrawing',
    'getOfficeSession',
    'uploadModelVersion',
    'getModelUploadStatus',
    'mergeModels',
    'createMergedModel',
    'getModel',
    'getModelPartFile',
  ],
  async run({ run, state }) {
    const kit = kitDirectory(state);
    const folder = await makeDirectory(run, 'Просмотр', kit);
    const upload = (name: string, content: string | Uint8Array) => uploadFile(run, folder, name, content);

    const archive = await upload('Комплект.zip', await sampleZip());
    await run.check('getArchiveContent', 'lists the files inside the archive', {
      method: 'GET',
      path: `/unpack/${archive}/versions/-1`,
    });
    await run.check(
      'downloadArchiveFile',
      'downloads one file out of the archive',
      { method: 'GET', path: `/archives/${archive}/versions/-1/download?filePath=readme.txt` },
      {
        status: 200,
        check: (answer: Answer) =>
          new TextDecoder().decode(answer.bytes) === README ? null : 'the bytes are not those of readme.txt',
      },
    );

    const pdf = samplePdf();
    const plan = await upload('План.pdf', pdf);
    await run.check(
      'getVersionPdf',
      'sends a PDF version for the viewer as it is',
      { method: 'GET', path: `/documents/${plan}/versions/-1/pdf` },
      {
        status: 200,
        check: (answer: Answer) =>
          new TextDecoder().decode(answer.bytes) === pdf ? null : 'the bytes are not those of the uploaded PDF',
      },
    );
    await run.check(
      'getVersionPdf',
      'sends the range of the PDF a viewer asks for',
      { method: 'GET', path: `/documents/${plan}/versions/-1/pdf`, headers: { range: 'bytes=0-7' } },
      {
        status: 206,
        check: (answer: Answer) =>
          new TextDecoder().decode(answer.bytes) === '%PDF-1.4' ? null : 'the bytes are not the first eight of the PDF',
      },
    );

    const dxf = SAMPLE_DXF;
    const sheet = await upload('Схема.dxf', dxf);
    await run.check(
      'getVersionDrawing',
      'sends a DXF version for the drawing viewer as it is',
      { method: 'GET', path: `/documents/${sheet}/versions/-1/drawing` },
      {
        status: 200,
        check: (answer: Answer) =>
          new TextDecoder().decode(answer.bytes) === dxf ? null : 'the bytes are not those of the uploaded DXF',
      },
    );

    const note = await upload('Записка.docx', 'not a real docx: the session is asked for, not rendered');
    await run.check('getOfficeSession', 'opens a viewing session of an office document', {
      method: 'GET',
      path: `/documents/${note}/versions/-1/office-session`,
    });
    const editing = await run.check(
      'getOfficeSession',
      'opens an editing session: the draft (-2), made from the head',
      { method: 'GET', path: `/documents/${note}/versions/-2/office-session` },
      {
        status: 200,
        check: (answer: Answer) =>
          field(answer, 'document', 'version', 'index') === -2
            ? null
            : 'the session does not open the draft (index -2)',
      },
    );
    // The draft the editing session made is what publishing takes.
    if (editing.passed)
      await run.check(
        'publishDraftVersion',
        'publishes the draft of the editing session as the new head',
        { method: 'POST', path: `/documents/${note}/versions/draft/publish` },
        { status: 204 },
      );

    const models = [await upload('Модель АР.ifc', IFC), await upload('Модель КР.ifc', IFC)];
    const modelIds: string[] = [];
    for (const model of models) {
      await run.check('uploadModelVersion', 'starts processing the model version', {
        method: 'PUT',
        path: `/tangl/${model}/versions/-1/uploadVersion`,
      });
      const deadline = Date.now() + MODEL_WAIT_MS;
      let modelId: unknown;
      for (let first = true; first || (modelId === undefined && Date.now() < deadline); first = false) {
        const { answer } = await run.check('getModelUploadStatus', 'reads the processing state', {
          method: 'GET',
          path: `/tangl/${model}/versions/-1/uploadStatus`,
        });
        if (!answer || answer.status !== 200) break;
        const id = field(answer, 'tanglVersionId');
        if (typeof id === 'string' && id !== '') modelId = id;
        else await sleep(1000);
      }
      if (typeof modelId === 'string') modelIds.push(modelId);
    }
    if (modelIds.length === models.length) {
      await run.check(
        'getModel',
        "describes a version's model: one part, the version",
        { method: 'GET', path: `/models/${encodeURIComponent(modelIds[0] ?? '')}` },
        {
          status: 200,
          check: (answer: Answer) =>
            field(answer, 'parts', 0, 'documentId') === models[0] ? null : 'its one part is not the version converted',
        },
      );
      const { answer: merged } = await run.check('mergeModels', 'federates the two models', {
        method: 'POST',
        path: '/tangl/merge',
        json: { tanglVersionIds: modelIds },
      });
      const mergedId = merged && field(merged, 'tanglVersionId');
      if (typeof mergedId === 'string') {
        const { answer: described } = await run.check(
          'getModel',
          'describes the merged model: a part per model merged',
          { method: 'GET', path: `/models/${encodeURIComponent(mergedId)}` },
          {
            status: 200,
            check: (answer: Answer) =>
              (field(answer, 'parts') as unknown[] | undefined)?.length === 2 ? null : 'it does not have two parts',
          },
        );
        const partId = described && field(described, 'parts', 0, 'id');
        if (typeof partId === 'string')
          await run.check(
            'getModelPartFile',
            "sends a part's viewer file",
            { method: 'GET', path: `/models/${encodeURIComponent(mergedId)}/parts/${encodeURIComponent(partId)}/file` },
            {
              status: 200,
              check: (answer: Answer) => (answer.bytes.length > 0 ? null : 'the file is empty'),
            },
          );
        await run.check(
          'getModelPartFile',
          'answers 404 for a part the model does not have',
          { method: 'GET', path: `/models/${encodeURIComponent(mergedId)}/parts/no-such-part/file` },
          { status: 404 },
        );
      }
    } else {
      const why = `it needs the models' ids, and getModelUploadStatus gave none within ${String(MODEL_WAIT_MS / 1000)} s`;
      for (const operationId of ['mergeModels', 'getModel', 'getModelPartFile']) run.skip(operationId, why);
    }
    await run.check('createMergedModel', 'creates a merged model of the two documents', {
      method: 'POST',
      path: '/merged-models',
      json: { name: 'Сводная модель.cim', parentDirectoryId: folder, documentIds: models },
    });
  },
};
