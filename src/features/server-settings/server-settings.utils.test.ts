import { describe, expect, it } from 'vitest';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import { groupOptions, preselectedGroupIds } from './server-settings.utils';

const group = (id: string, name: string): SecurityGroup => ({
  id,
  name,
  description: null,
  members: [],
  operations: [],
});
const groups = [group('g-1', 'Проектировщики'), group('g-2', 'Генподрядчик')];

describe('groupOptions', () => {
  it('offers every group by name, in the server order', () => {
    expect(groupOptions(groups)).toEqual([
      { value: 'g-1', label: 'Проектировщики' },
      { value: 'g-2', label: 'Генподрядчик' },
    ]);
  });
});

describe('preselectedGroupIds', () => {
  it('keeps the default groups that exist, each once, in the settings order', () => {
    expect(preselectedGroupIds(['g-2', 'g-1', 'g-2'], groups)).toEqual(['g-2', 'g-1']);
  });

  it('drops ids of groups that no longer exist', () => {
    expect(preselectedGroupIds(['g-9', 'g-1'], groups)).toEqual(['g-1']);
    expect(preselectedGroupIds([], groups)).toEqual([]);
  });
});
