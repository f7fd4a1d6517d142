/**
 * What the staff's pages say of an application's deposit (decisions 025 and 057), one key for the
 * list and the detail page: « En attente », « Payé », « Payé, remboursé en partie », « Payé puis
 * remboursé », or « Plus attendu » for an unpaid deposit of a closed application.
 */
export type DepositStateKey = 'en_attente' | 'paye' | 'rembourse_partiel' | 'rembourse' | 'closed';

export function depositStateKey(application: { status: string; payment_status: string }, refunded: 'none' | 'partial' | 'full'): DepositStateKey {
  if (application.payment_status === 'en_attente') return application.status === 'validee' ? 'en_attente' : 'closed';
  if (refunded === 'full') return 'rembourse';
  return refunded === 'partial' ? 'rembourse_partiel' : 'paye';
}
