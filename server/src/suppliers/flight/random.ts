/** Moved to the supplier kit; kept so the flight supplier's imports keep working. */
export * from '../kit/random';
