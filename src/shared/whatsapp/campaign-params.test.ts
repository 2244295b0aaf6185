import { describe, expect, it } from 'vitest';
import { campaignParamsFrom, valuesFromCampaignParams } from './campaign-params';
import type { WhatsappTemplate } from './template';

const template: WhatsappTemplate = {
  name: 't',
  header: null,
  body: 'Olá {{1}}, {{2}}',
  footer: null,
  buttons: [{ type: 'URL', index: 0, text: 'Ver', url: 'https://a.test/{{1}}' }],
  unsupported: [],
};

describe('valuesFromCampaignParams', () => {
  it('reads slot keys, keeping only the template’s', () => {
    expect(
      valuesFromCampaignParams({ 'body.1': 'Ana', 'button.0.1': 7, 'body.9': 'x' }, template),
    ).toEqual({
      'body.1': 'Ana',
      'button.0.1': '7',
    });
  });
  it('reads a list and bare numbers as the body’s placeholders', () => {
    expect(valuesFromCampaignParams(['Ana', 'panela', 'extra'], template)).toEqual({
      'body.1': 'Ana',
      'body.2': 'panela',
    });
    expect(valuesFromCampaignParams({ 2: 'panela' }, template)).toEqual({ 'body.2': 'panela' });
  });
  it('ignores anything else', () => {
    expect(valuesFromCampaignParams('Ana', template)).toEqual({});
    expect(valuesFromCampaignParams(null, template)).toEqual({});
    expect(valuesFromCampaignParams({ 'body.1': { nested: true } }, template)).toEqual({});
  });
});

describe('campaignParamsFrom', () => {
  it('keeps the filled values', () => {
    expect(campaignParamsFrom({ 'body.1': 'Ana', 'body.2': ' ' })).toEqual({ 'body.1': 'Ana' });
  });
});
