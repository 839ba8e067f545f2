import type { DeepStringRecord } from '../../deep-string-record';
import type { ruRelated } from '../ru/related';

export const enRelated: DeepStringRecord<typeof ruRelated> = {
  title: 'related',
};
