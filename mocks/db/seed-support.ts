import { base, en, Faker } from '@faker-js/faker';

/** Seed timestamps count back from this fixed date rather than from "now" (seconds since the epoch). */
export const BASE_DATE = Date.UTC(2026, 9, 1) / 1000;
export const DAY = 86_400;

/**
 * A private Faker instance with a fixed seed. Each table seeds its own instance, so adding a table
 * never changes the rows of another.
 */
export const seededFaker = (seed: number) => new Faker({ locale: [en, base], seed });
