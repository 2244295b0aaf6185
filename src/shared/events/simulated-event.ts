import { CUSTOMER_EVENT_ACTIONS } from './customer-event';

/** What a simulated event may pick from: the project's own customers and products. */
export interface SimulationPool {
  customerIds: readonly string[];
  productCodes: readonly string[];
}

const PLACES = [
  { ip: '177.34.12.8', ipCity: 'São Paulo', ipRegion: 'SP' },
  { ip: '189.6.44.201', ipCity: 'Porto Alegre', ipRegion: 'RS' },
  { ip: '200.148.9.77', ipCity: 'Recife', ipRegion: 'PE' },
  { ip: '187.45.3.19', ipCity: 'Belo Horizonte', ipRegion: 'MG' },
];
const DEVICES = [
  { bot: '', brand: 'Apple', type: 'smartphone' },
  { bot: '', brand: 'Samsung', type: 'smartphone' },
  { bot: '', brand: '', type: 'desktop' },
  { bot: 'Googlebot', brand: '', type: 'other' },
];
const CAMPAIGNS = [
  ['google', 'cpc', 'black-friday-2026'],
  ['instagram', 'social', 'panelas-novembro'],
  ['email', 'newsletter', 'ofertas-semana-47'],
];
const SEARCHES = ['panela de pressão', 'frigideira', 'jogo de facas'];
const ZIPCODES = ['01310-100', '90010-000', '50030-230'];

/**
 * A demo customer event for the 'Simular evento' button (local profile only), shaped as the
 * storefront writes them (spec 02 §3). `random` returns [0, 1), so a test can fix the pick.
 */
export function simulatedEvent(
  project: string,
  id: string,
  now: Date,
  pool: SimulationPool,
  random: () => number = Math.random,
): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const action = pick(CUSTOMER_EVENT_ACTIONS);
  const withProduct = /item|cart|offer/.test(action) && pool.productCodes.length > 0;
  const productCode = withProduct ? pick(pool.productCodes) : '';
  const [source, medium, campaign] = pick(CAMPAIGNS);
  const page = productCode ? `produto/${productCode}` : 'categoria/panelas';
  return {
    id,
    customerId: pool.customerIds.length > 0 && random() < 0.75 ? pick(pool.customerIds) : '',
    action,
    location: `https://www.lojademo.com.br/${page}?utm_source=${source}&utm_medium=${medium}&utm_campaign=${campaign}`,
    ProductCode: productCode,
    search: action === 'search' ? pick(SEARCHES) : '',
    zipcode: action === 'shipping_quote' ? pick(ZIPCODES) : '',
    createdAt: now,
    project,
    device: { ...pick(DEVICES) },
    about: { ...pick(PLACES) },
  };
}
