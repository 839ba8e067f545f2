import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDirectoryModal } from '../ru/directory-modal';

export const enDirectoryModal: DeepStringRecord<typeof ruDirectoryModal> = {
  title: 'directoryModal',
};
