import type { DeepStringRecord } from '../../deep-string-record';
import type { ruModelAssembly } from '../ru/model-assembly';

export const enModelAssembly: DeepStringRecord<typeof ruModelAssembly> = {
  sync: {
    title: 'Documents are being synchronised',
    message:
      'The documents are still being synchronised with the model service; the assembly opens once they are ready:',
    ok: 'OK',
    ready: 'All documents are ready; the assembly can be opened.',
    open: 'Open the assembly',
  },
  states: {
    Waiting: 'Waiting',
    CollectingGeometry: 'Collecting geometry',
    Processing: 'Processing data',
    PreparingModel: 'Preparing the model',
    Completed: 'Completed',
    Error: 'Export error',
    Sending: 'Sending the model',
    None: 'Not synchronised',
    Imported: 'Imported',
    Merged: 'Assembly ready',
  },
  merged: {
    title: 'Create merged model',
    name: 'Name',
    nameHint: 'The .cim extension is added automatically.',
    nameLength: 'must be 3 to 128 characters long',
    description: 'Description',
    descriptionTooLong: 'Description of at most {{max}} characters',
    directory: 'Directory',
    documents_one: '{{count}} document is merged:',
    documents_other: '{{count}} documents are merged:',
    create: 'Create',
    cancel: 'Cancel',
  },
};
