import { describe, expect, it } from 'vitest';
import {
  formatPropertyValue,
  itemElevation,
  itemLocalId,
  itemName,
  itemProperties,
  type ItemRecord,
} from './item-properties.utils';

const meta = (category: string, localId: number, guid: string | null = null) => ({
  _category: { value: category },
  _localId: { value: localId },
  _guid: { value: guid },
});

const single = (localId: number, name: string, value: unknown, type: string): ItemRecord => ({
  ...meta('IFCPROPERTYSINGLEVALUE', localId),
  Name: { value: name, type: 'IFCIDENTIFIER' },
  NominalValue: { value, type },
});

/** A wall as fragments gives it for ITEM_DATA_CONFIG (Schependomlaan, IFC2x3: the type comes in IsDefinedBy). */
const wall: ItemRecord = {
  ...meta('IFCWALLSTANDARDCASE', 4131, '2O2Fr$t4X7Zf8NOew3FNld'),
  Tag: { value: '138584', type: 'IFCIDENTIFIER' },
  ObjectType: { value: 'Basic Wall:Interior', type: 'IFCLABEL' },
  Name: { value: 'binnenblad', type: 'IFCLABEL' },
  GlobalWidth: { value: 0.214, type: 'IFCLENGTHMEASURE' },
  ContainedInStructure: [
    { ...meta('IFCBUILDINGSTOREY', 39), Name: { value: '00 begane grond' }, Elevation: { value: 0 } },
  ],
  IsDefinedBy: [
    {
      ...meta('IFCWALLTYPE', 500),
      Name: { value: 'IFC_kalkzandsteen_214mm 214', type: 'IFCLABEL' },
      HasPropertySets: [
        {
          ...meta('IFCPROPERTYSET', 510),
          Name: { value: 'Pset_WallTypeCommon' },
          HasProperties: [single(511, 'Combustible', false, 'IFCBOOLEAN')],
        },
      ],
    },
    {
      ...meta('IFCPROPERTYSET', 4134),
      Name: { value: 'Pset_WallCommon', type: 'IFCLABEL' },
      HasProperties: [
        single(3799, 'LoadBearing', true, 'IFCBOOLEAN'),
        single(4132, 'Reference', 'Basic Wall', 'IFCLABEL'),
      ],
    },
    {
      ...meta('IFCELEMENTQUANTITY', 620),
      Name: { value: 'BaseQuantities', type: 'IFCLABEL' },
      MethodOfMeasurement: { value: null },
      Quantities: [
        {
          ...meta('IFCQUANTITYLENGTH', 621),
          Name: { value: 'Length', type: 'IFCLABEL' },
          LengthValue: { value: 3150.0000459, type: 'IFCLENGTHMEASURE' },
        },
        {
          ...meta('IFCPROPERTYENUMERATEDVALUE', 622),
          Name: { value: 'Status' },
          EnumerationValues: { value: [{ value: 'NEW' }, { value: 'EXISTING' }] },
        },
      ],
    },
    {
      ...meta('IFCPROPERTYSET', 4134),
      Name: { value: 'Pset_WallCommon', type: 'IFCLABEL' },
      HasProperties: [],
    },
  ],
};

describe('itemProperties', () => {
  const properties = itemProperties(wall);

  it('reads the class, GlobalId, type and storey', () => {
    expect(properties).toMatchObject({
      category: 'IFCWALLSTANDARDCASE',
      guid: '2O2Fr$t4X7Zf8NOew3FNld',
      type: 'IFC_kalkzandsteen_214mm 214',
      storey: '00 begane grond',
    });
  });

  it('lists the attributes, the well-known first, without fragments’ own', () => {
    expect(properties.attributes).toEqual([
      { name: 'Name', value: 'binnenblad' },
      { name: 'ObjectType', value: 'Basic Wall:Interior' },
      { name: 'Tag', value: '138584' },
      { name: 'GlobalWidth', value: 0.214 },
    ]);
  });

  it('gives each property and quantity set of the item and of its type once, with their values', () => {
    expect(properties.groups).toEqual([
      {
        key: '4134',
        name: 'Pset_WallCommon',
        rows: [
          { name: 'LoadBearing', value: true },
          { name: 'Reference', value: 'Basic Wall' },
        ],
      },
      {
        key: '620',
        name: 'BaseQuantities',
        rows: [
          { name: 'Length', value: 3150.0000459 },
          { name: 'Status', value: ['NEW', 'EXISTING'] },
        ],
      },
      { key: '510', name: 'Pset_WallTypeCommon', rows: [{ name: 'Combustible', value: false }] },
    ]);
  });

  it('reads an IFC4 type from IsTypedBy', () => {
    const door: ItemRecord = {
      ...meta('IFCDOOR', 7),
      IsTypedBy: [{ ...meta('IFCDOORTYPE', 8), Name: { value: 'Дверь ДГ 21-9' } }],
    };
    expect(itemProperties(door)).toEqual({ category: 'IFCDOOR', type: 'Дверь ДГ 21-9', attributes: [], groups: [] });
  });

  it('copes with an item without data', () => {
    expect(itemProperties({})).toEqual({ attributes: [], groups: [] });
  });
});

describe('formatPropertyValue', () => {
  const ru = { language: 'ru', yes: 'Да', no: 'Нет' };

  it('writes numbers in the language’s format and booleans in words', () => {
    // Russian groups thousands with a no-break space.
    expect(formatPropertyValue(3150.0000459, ru)).toBe('3\u00a0150');
    expect(formatPropertyValue(0.21449, ru)).toBe('0,2145');
    expect(formatPropertyValue(12500.5, { ...ru, language: 'en' })).toBe('12,500.5');
    expect(formatPropertyValue(true, ru)).toBe('Да');
    expect(formatPropertyValue(false, ru)).toBe('Нет');
  });

  it('joins lists and marks blanks with a dash', () => {
    expect(formatPropertyValue(['NEW', 2, null], ru)).toBe('NEW, 2, —');
    expect(formatPropertyValue(null, ru)).toBe('—');
    expect(formatPropertyValue('', ru)).toBe('—');
    expect(formatPropertyValue('binnenblad', ru)).toBe('binnenblad');
  });
});

describe('item labels', () => {
  it('reads the name, elevation and local id of an item', () => {
    const storey = { ...meta('IFCBUILDINGSTOREY', 39), Name: { value: 'Level 2' }, Elevation: { value: 3.1 } };
    expect(itemName(storey)).toBe('Level 2');
    expect(itemElevation(storey)).toBe(3.1);
    expect(itemLocalId(storey)).toBe(39);
    expect(itemName({ Name: { value: '  ' } })).toBeUndefined();
    expect(itemElevation({})).toBeUndefined();
  });
});
