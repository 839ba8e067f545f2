import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDownloads } from '../ru/downloads';

export const enDownloads: DeepStringRecord<typeof ruDownloads> = {
  confirm: 'Download the document?',
  download: 'Download',
  preview: {
    close: 'Close the preview of “{{name}}”',
  },
  directory: {
    root: 'Downloading does not work in the root directory. Open a directory first.',
    noDocuments: 'There are no documents to download in the directory.',
    onlyDummies: 'Every document of the directory is an empty dummy (0 bytes): there is nothing to download.',
    notDownloadable: 'This directory cannot be downloaded.',
    inProgress: 'The directory “{{name}}” is already being downloaded. Wait until it finishes.',
    confirm: 'Download the directory with all its subdirectories as one archive?',
    confirmDocuments: 'Download the documents of the directory as one archive (without subdirectories)?',
  },
  documents: {
    none: 'There are no documents to download among the selected items.',
    onlyDummies: 'Every selected document is an empty dummy (0 bytes): there is nothing to download.',
    confirm_one: 'Download {{count}} document?',
    confirm_other: 'Download {{count}} documents?',
  },
};
