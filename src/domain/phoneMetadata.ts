/** libphonenumber-js's mobile metadata and example numbers: loaded on demand by phone.ts. */
import type { Examples, MetadataJson } from 'libphonenumber-js/core';
import examplesJson from 'libphonenumber-js/examples.mobile.json';
import metadataJson from 'libphonenumber-js/metadata.mobile.json';

export const metadata = metadataJson as unknown as MetadataJson;
export const examples = examplesJson as unknown as Examples;
