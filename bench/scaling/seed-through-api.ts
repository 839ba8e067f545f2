/** A directory of `directories` subdirectories and `documents` small documents, made through the API as `token`. */
export async function seedThroughApi(
  origin: string,
  token: string,
  parentId: string,
  counts: { directories: number; documents: number },
): Promise<{ directoryId: string; documentId: string }> {
  const authorization = `Bearer ${token}`;
  const post = async (path: string, body: string | FormData, json = true) => {
    const response = await fetch(`${origin}/v1${path}`, {
      method: 'POST',
      body,
      headers: json ? { authorization, 'content-type': 'application/json' } : { authorization },
    });
    if (!response.ok) throw new Error(`POST ${path}: ${String(response.status)} ${await response.text()}`);
    const answer = (await response.json()) as { id?: string; data?: { id: string } };
    return answer.data?.id ?? answer.id ?? '';
  };
  const directory = (name: string, parent: string) =>
    post('/directories', JSON.stringify({ name, parentId: parent, skeletonEntityId: null, metadata: [] }));
  const directoryId = await directory(`Нагрузка ${String(Date.now())}`, parentId);
  for (let index = 0; index < counts.directories; index += 1)
    await directory(`Раздел ${String(index).padStart(3, '0')}`, directoryId);
  let documentId = '';
  for (let index = 0; index < counts.documents; index += 1) {
    const form = new FormData();
    form.append('parentDirectoryId', directoryId);
    const name = `Ведомость ${String(index).padStart(3, '0')}.txt`;
    form.append('file', new Blob([`Ведомость объёмов работ № ${String(index)}\n`.repeat(40)]), name);
    documentId = await post('/documents', form, false);
  }
  return { directoryId, documentId };
}
