/**
 * The jsonb shapes db/schema/jsonb-shapes.ts spells again because neither floor may import the
 * other (the schema imports nothing under src/, src/shared nothing of ours): here, where both may
 * be read, each copy must equal its original or this file fails to compile. Types only.
 */
import type { SellerIdentity } from '#shared/legal-facts.ts';
import type { Answers } from '#shared/collaboration-questions.ts';
import type { VatRegime } from '#shared/buyer-price.ts';
import type { SellerSnapshot, StoredAnswers, StoredVatRegime } from '#db/schema/jsonb-shapes.ts';

/** True when A and B are the same type (each field, optional or not, alike). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;

export type JsonbShapesAgree = [Holds<Same<SellerSnapshot, SellerIdentity>>, Holds<Same<StoredAnswers, Answers>>, Holds<Same<StoredVatRegime, VatRegime>>];
