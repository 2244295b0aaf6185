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
  it('reads params per component, as the demo campaign stores them', () => {
    expect(
      valuesFromCampaignParams(
        { body: ['{{firstName}}', 'sua panela', 'extra'], buttons: { 0: ['c-1'], x: ['y'] } },
        template,
      ),
    ).toEqual({ 'body.1': '{{firstName}}', 'body.2': 'sua panela', 'button.0.1': 'c-1' });
    expect(valuesFromCampaignParams({ buttons: [['c-2']] }, template)).toEqual({
      'button.0.1': 'c-2',
    });
    const image: WhatsappTemplate = {
      ...template,
      header: { format: 'IMAGE', exampleUrl: null },
    };
    expect(valuesFromCampaignParams({ header: 'https://a.test/x.jpg' }, image)).toEqual({
      'header.image': 'https://a.test/x.jpg',
    });
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
