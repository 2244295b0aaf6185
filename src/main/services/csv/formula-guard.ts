// The guard lives in src/shared/csv (the web shell's page writes CSV too); the reader imports it here.
export { FORMULA_GUARD, unguardCell } from '../../../shared/csv/formula-guard';
