import type { TRequestSigner } from '@confirma/contracts/creation';
import type { TSignerFieldType } from '@confirma/contracts/operations';
import type { TFunction } from 'i18next';

/** What a box is: a signer's signature, or one of their fields (`field`: its index). */
export interface TPlacementTarget {
  signer: number;
  field: number | null;
}

/** A target as a key ("1", "1.2"), to compare two and to key what shows one. */
export const targetKey = ({ signer, field }: TPlacementTarget) =>
  field === null ? `${signer}` : `${signer}.${field}`;

/** "de Ana Ruiz", or "del firmante 2" while the signer has no name yet. */
export function signerOf(
  t: TFunction,
  signer: Pick<TRequestSigner, 'name' | 'lastname'>,
  index: number,
) {
  const name = [signer.name, signer.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name
    ? t('flows:create.placement.of.name', { name })
    : t('flows:create.placement.of.number', { number: index + 1 });
}

/**
 * What is placed, said whole: "la firma de Ana Ruiz", "la casilla «Acepto la cláusula 7»
 * de Ana Ruiz", "la fecha de la firma del firmante 2". Every button, box and hint that
 * places something names it so; "Elegir dónde va la firma" on every field said nothing.
 */
export function placementItem(
  t: TFunction,
  of: string,
  field?: { type: TSignerFieldType; label?: string | undefined } | undefined,
): string {
  if (!field) return t('flows:create.placement.items.signature', { of });
  const label = field.label?.trim();
  const labelled = label && (field.type === 'text' || field.type === 'checkbox');
  return labelled
    ? t(`flows:create.placement.items.${field.type}Labelled`, { of, label })
    : t(`flows:create.placement.items.${field.type}`, { of });
}
