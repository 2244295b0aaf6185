import { describe, expect, it } from 'vitest';
import {
  collectionName,
  collectionNameInSentence,
  isKnownCollection,
  namedCollections,
} from './collection-names';
import { formDefinitions, inferredSpecCollections } from '../forms/definitions';

describe('collection names', () => {
  it('name every collection with a written form by its form title', () => {
    for (const form of formDefinitions) {
      expect(collectionName(form.collection).singular, form.collection).toBe(form.title);
    }
  });

  it('name the spec collections without a form too', () => {
    for (const collection of inferredSpecCollections) {
      expect(isKnownCollection(collection), collection).toBe(true);
    }
  });

  it('tell the two product collections apart', () => {
    expect(collectionName('product-data').plural).not.toBe(collectionName('product').plural);
  });

  it('have one singular name per collection', () => {
    const singulars = namedCollections.map((id) => collectionName(id).singular);
    expect(new Set(singulars).size).toBe(singulars.length);
  });

  it('name an unknown collection by its id and do not know it', () => {
    expect(collectionName('produto')).toEqual({ singular: 'produto', plural: 'produto' });
    expect(isKnownCollection('produto')).toBe(false);
    expect(isKnownCollection('constructor')).toBe(false);
  });

  it('read inside a sentence with a lower first letter, an unknown id as it is', () => {
    expect(collectionNameInSentence('brand')).toBe('marca');
    expect(collectionNameInSentence('whatsapp-template', 'plural')).toBe('templates WhatsApp');
    expect(collectionNameInSentence('Notas')).toBe('Notas');
  });
});
