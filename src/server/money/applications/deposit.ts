/** The deposit of an application lives on the shared floor: the form shows what is charged (decision 056). */
export { DEPOSIT_PERCENT, depositCents } from '#shared/buyer-price.ts';
