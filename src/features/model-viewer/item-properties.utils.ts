/** An attribute of an item as That Open fragments gives it (`model.getItemsData`): its value and IFC type. */
export interface ItemAttributeValue {
  value?: unknown;
  type?: string;
}

/**
 * An item's data (fragments' ItemData): attributes by name, and relations by name as lists of related items. The
 * names starting with `_` are fragments' own: `_category` (the IFC class), `_guid` (GlobalId) and `_localId`.
 */
export interface ItemRecord {
  readonly [name: string]: ItemAttributeValue | readonly ItemRecord[] | undefined;
}

/**
 * What the viewer asks of a picked item (getItemsData's config): its attributes, its property and quantity sets with
 * their properties, its type with the type's sets, and the storey it stands on. The relations back (from a set or a
 * type to every item it describes) are cut: they would bring the whole model, and make the data circular.
 */
export const ITEM_DATA_CONFIG = {
  attributesDefault: true,
  relationsDefault: { attributes: false, relations: false },
  relations: {
    IsDefinedBy: { attributes: true, relations: true },
    IsTypedBy: { attributes: true, relations: true },
    HasPropertySets: { attributes: true, relations: true },
    HasProperties: { attributes: true, relations: false },
    Quantities: { attributes: true, relations: false },
    ContainedInStructure: { attributes: true, relations: false },
    DefinesOccurrence: { attributes: false, relations: false },
    Types: { attributes: false, relations: false },
    ObjectTypeOf: { attributes: false, relations: false },
    RepresentationMaps: { attributes: false, relations: false },
  },
};

export type PropertyValue = string | number | boolean | null | readonly PropertyValue[];

export interface PropertyRow {
  name: string;
  value: PropertyValue;
}

/** A property set (IfcPropertySet) or a quantity set (IfcElementQuantity), of the item or of its type. */
export interface PropertyGroup {
  /** Unique among the item's groups. */
  key: string;
  name: string;
  rows: PropertyRow[];
}

export interface ItemProperties {
  category?: string;
  guid?: string;
  /** The IFC type's (IfcWallType…) name. */
  type?: string;
  /** The name of the storey the item stands on. */
  storey?: string;
  /** The item's own attributes, the well-known first (`KNOWN_ATTRIBUTES`), then the others in their order. */
  attributes: PropertyRow[];
  groups: PropertyGroup[];
}

/** The attributes the panel names in words, in the order it shows them. */
export const KNOWN_ATTRIBUTES = [
  'Name',
  'ObjectType',
  'Tag',
  'Description',
  'PredefinedType',
  'LongName',
  'Elevation',
] as const;

/** Attributes of a property that are not its value. */
const NOT_VALUES: ReadonlySet<string> = new Set(['Name', 'Description', 'Unit', 'Formula', 'Specification']);

function isAttribute(entry: ItemRecord[string]): entry is ItemAttributeValue {
  return entry !== undefined && !Array.isArray(entry);
}

function relation(record: ItemRecord, name: string): readonly ItemRecord[] {
  const entry = record[name];
  return Array.isArray(entry) ? (entry as readonly ItemRecord[]) : [];
}

function toValue(value: unknown): PropertyValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((each: unknown) => toValue(isAttributeLike(each) ? each.value : each));
  return null;
}

function isAttributeLike(value: unknown): value is ItemAttributeValue {
  return typeof value === 'object' && value !== null && 'value' in value;
}

function text(record: ItemRecord, name: string): string | undefined {
  const entry = record[name];
  if (!isAttribute(entry)) return undefined;
  const value = toValue(entry.value);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** A property's value: NominalValue of a single value, the …Value of a quantity, the values of a list. */
function propertyValue(property: ItemRecord): PropertyValue {
  const nominal = property['NominalValue'];
  if (isAttribute(nominal)) return toValue(nominal.value);
  for (const [name, entry] of Object.entries(property)) {
    if (name.startsWith('_') || NOT_VALUES.has(name) || !isAttribute(entry)) continue;
    if (/Values?$/.test(name)) return toValue(entry.value);
  }
  return null;
}

function rowsOf(set: ItemRecord): PropertyRow[] {
  return [...relation(set, 'HasProperties'), ...relation(set, 'Quantities')].map((property) => ({
    name: text(property, 'Name') ?? '',
    value: propertyValue(property),
  }));
}

function isPropertySet(record: ItemRecord): boolean {
  return Array.isArray(record['HasProperties']) || Array.isArray(record['Quantities']);
}

/** A type object (IfcWallType, an IFC2x3 IfcDoorStyle): what IsTypedBy (IFC4) or IsDefinedBy (IFC2x3) brings. */
function isTypeObject(record: ItemRecord): boolean {
  const category = text(record, '_category') ?? '';
  return /(TYPE|STYLE)$/.test(category) || Array.isArray(record['HasPropertySets']);
}

/**
 * The properties panel's content from an item's data: its attributes, its type and storey, and each property or
 * quantity set of the item and of its type (a set listed twice is shown once).
 */
export function itemProperties(record: ItemRecord): ItemProperties {
  const definitions = [...relation(record, 'IsDefinedBy'), ...relation(record, 'IsTypedBy')];
  const typeObject = definitions.find(isTypeObject);
  const sets = [
    ...definitions.filter(isPropertySet),
    ...(typeObject ? relation(typeObject, 'HasPropertySets').filter(isPropertySet) : []),
  ];
  const seen = new Set<string>();
  const groups: PropertyGroup[] = [];
  for (const set of sets) {
    const key = text(set, '_localId') ?? `${String(groups.length)}:${text(set, 'Name') ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    groups.push({ key, name: text(set, 'Name') ?? '', rows: rowsOf(set) });
  }

  const own = Object.entries(record).filter(
    (entry): entry is [string, ItemAttributeValue] => !entry[0].startsWith('_') && isAttribute(entry[1]),
  );
  const known: readonly string[] = KNOWN_ATTRIBUTES;
  const rank = (name: string) => (known.includes(name) ? known.indexOf(name) : known.length);
  const attributes = own
    .map(([name, entry], index) => ({ name, value: toValue(entry.value), index }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.index - b.index)
    .map(({ name, value }) => ({ name, value }));

  const storey = relation(record, 'ContainedInStructure').find(
    (container) => text(container, '_category') === 'IFCBUILDINGSTOREY',
  );
  const category = text(record, '_category');
  const guid = text(record, '_guid');
  const type = typeObject && text(typeObject, 'Name');
  const storeyName = storey && text(storey, 'Name');
  return {
    ...(category !== undefined && { category }),
    ...(guid !== undefined && { guid }),
    ...(type !== undefined && { type }),
    ...(storeyName !== undefined && { storey: storeyName }),
    attributes,
    groups,
  };
}

export interface ValueWords {
  language: string;
  yes: string;
  no: string;
}

/** A value as the panel shows it: numbers in the language's format, booleans in words, lists joined, blanks as a dash. */
export function formatPropertyValue(value: PropertyValue, words: ValueWords): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') {
    return new Intl.NumberFormat(words.language, { maximumFractionDigits: 4 }).format(value);
  }
  if (typeof value === 'string') return value;
  return value.map((each) => formatPropertyValue(each, words)).join(', ');
}

/** The name of an item for the tree: its Name attribute, else nothing (the tree says «unnamed»). */
export function itemName(record: ItemRecord): string | undefined {
  const name = text(record, 'Name');
  return name === undefined || name.trim() === '' ? undefined : name;
}

/** A storey's elevation, to order the storeys. */
export function itemElevation(record: ItemRecord): number | undefined {
  const entry = record['Elevation'];
  return isAttribute(entry) && typeof entry.value === 'number' ? entry.value : undefined;
}

/** The local id fragments adds to each item's data. */
export function itemLocalId(record: ItemRecord): number | undefined {
  const entry = record['_localId'];
  return isAttribute(entry) && typeof entry.value === 'number' ? entry.value : undefined;
}
