/**
 * Demo products whose first call to each workers route fails (503), so that errors, the error
 * detail and 'Retentar Erros' can be tried: the retry then succeeds. Main's embedded demo
 * applies it; the demo banners name them.
 */
export const DEMO_FAILING_CODES = ['5703', '8105'] as const;
