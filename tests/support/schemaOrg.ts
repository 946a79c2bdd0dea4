/**
 * A small check of schema.org JSON-LD against the types the menu page uses: each type's required
 * properties (what Google's structured-data rules and schema.org's own definitions need for the
 * type to mean anything) and the expected type of each property it carries. No npm package
 * validates schema.org offline (schema-dts is types only; the validators fetch the vocabulary), so
 * the table below is the vocabulary, for these types only.
 */
type Expect =
  'text' | 'url' | 'price' | 'currency' | 'availability' | `@${string}` | `@${string}[]`;

type TypeRule = { required: string[]; properties: Record<string, Expect> };

/** https://schema.org/<Type>: the properties used, and which of them must be there. */
export const SCHEMA_ORG_TYPES: Record<string, TypeRule> = {
  Restaurant: {
    required: ['name', 'hasMenu'],
    properties: {
      '@id': 'url',
      name: 'text',
      description: 'text',
      url: 'url',
      telephone: 'text',
      image: 'url',
      logo: 'url',
      address: '@PostalAddress',
      hasMenu: '@Menu',
    },
  },
  PostalAddress: {
    required: [],
    properties: { streetAddress: 'text', addressLocality: 'text' },
  },
  Menu: {
    required: ['hasMenuSection'],
    properties: { name: 'text', url: 'url', hasMenuSection: '@MenuSection[]' },
  },
  MenuSection: {
    required: ['name'],
    properties: {
      name: 'text',
      description: 'text',
      hasMenuItem: '@MenuItem[]',
      hasMenuSection: '@MenuSection[]',
    },
  },
  MenuItem: {
    required: ['name', 'offers'],
    properties: { name: 'text', description: 'text', image: 'url', offers: '@Offer' },
  },
  Offer: {
    required: ['price', 'priceCurrency'],
    properties: { price: 'price', priceCurrency: 'currency', availability: 'availability' },
  },
};

const SCALARS: Record<string, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string' && value.trim() !== '',
  url: (value) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value),
  // schema.org: a plain decimal with '.' (no currency sign, no thousands separator).
  price: (value) => typeof value === 'string' && /^\d+(\.\d+)?$/.test(value),
  currency: (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value),
  availability: (value) =>
    typeof value === 'string' && /^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(value),
};

/** Every problem found in `node` (expected to be of `type`), with its path; [] when valid. */
export function schemaOrgProblems(node: unknown, type?: string, path = '$'): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    return [`${path}: not an object`];
  }
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  const actual = record['@type'];
  if (typeof actual !== 'string') return [`${path}: no @type`];
  if (type !== undefined && actual !== type) problems.push(`${path}: @type ${actual}, not ${type}`);
  const rule = SCHEMA_ORG_TYPES[actual];
  if (rule === undefined) return [...problems, `${path}: @type ${actual} is not in the table`];
  for (const name of rule.required) {
    if (!(name in record)) problems.push(`${path}: ${actual} lacks ${name}`);
  }
  for (const [name, value] of Object.entries(record)) {
    if (name === '@type' || name === '@context') continue;
    const expected = rule.properties[name];
    const at = `${path}.${name}`;
    if (expected === undefined) {
      problems.push(`${at}: not a property of ${actual} here`);
    } else if (expected.startsWith('@')) {
      const many = expected.endsWith('[]');
      const childType = expected.slice(1, many ? -2 : undefined);
      if (many && !(Array.isArray(value) && value.length > 0)) {
        problems.push(`${at}: not a list of ${childType}`);
      } else {
        const children = many ? (value as unknown[]) : [value];
        children.forEach((child, index) =>
          problems.push(...schemaOrgProblems(child, childType, many ? `${at}[${index}]` : at)),
        );
      }
    } else if (!SCALARS[expected]!(value)) {
      problems.push(`${at}: not a valid ${expected}: ${JSON.stringify(value)}`);
    }
  }
  return problems;
}

/** A JSON-LD document's problems: its @context, then its node. */
export function jsonLdProblems(document: unknown): string[] {
  const context = (document as Record<string, unknown> | null)?.['@context'];
  const problems =
    context === 'https://schema.org' ? [] : ['$: @context is not https://schema.org'];
  return [...problems, ...schemaOrgProblems(document)];
}
